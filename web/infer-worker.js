// The inference Web Worker (started by web/inference-host.js on the translator's first use). It
// loads its own wasm module (infer_worker.js + .wasm, src/worker/infer_worker.cpp), fetches the
// three models into it, and answers the page's requests one after the other, off the page's main
// thread.
//
// Messages in:  an ArrayBuffer   a request's bytes (src/app/translation/inference_remote.h)
// Messages out: {type: 'answer', bytes}   its answer (an ArrayBuffer, transferred, not copied)
//               {type: 'model', bytes}    what the page needs of a model file that arrived or
//                                         failed (its status, vocabulary, parameter counts)
//               {type: 'progress', url, received, total}   a model file's download, at most
//                                         every PROGRESS_MS, when its size is known (not when it
//                                         comes compressed, as from most hosts)
//               {type: 'error', message}  the module or a model failed to load, or it stopped
// Requests that come before the models are in wait for them.
'use strict';
let M = null;         // the module, once its runtime is up
const queue = [];     // requests waiting for the module or the models
const PROGRESS_MS = 250;  // each progress message draws a frame on the page: a few suffice

function fail(message) {
  self.postMessage({ type: 'error', message: String(message) });
}

// A response's body, with the page told how far it has come.
async function readWithProgress(url, response) {
  const total = response.headers.get('Content-Encoding') ? 0
    : Number(response.headers.get('Content-Length')) || 0;
  if (!response.body || !response.body.getReader) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  let told = Date.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total > 0 && Date.now() - told >= PROGRESS_MS) {
      told = Date.now();
      self.postMessage({ type: 'progress', url, received, total });
    }
  }
  const data = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) { data.set(chunk, at); at += chunk.length; }
  return data;
}

// The facts of the model file that just arrived or failed (ap_infer_facts), to the page.
function postFacts() {
  const at = M._ap_infer_facts();
  const bytes = M.HEAPU8.slice(at, at + M._ap_infer_facts_size()).buffer;
  self.postMessage({ type: 'model', bytes }, [bytes]);
}

// The module's fetcher (infer_fetch in infer_worker.cpp): one file, then its callback.
self.inferFetch = (url) => {
  fetch(url).then((response) => {
    if (!response.ok) throw new Error('HTTP ' + response.status);
    return readWithProgress(url, response);
  }).then((data) => {
    const ptr = M._malloc(data.length || 1);
    M.HEAPU8.set(data, ptr);
    M._ap_infer_loaded(ptr, data.length);
    M._free(ptr);
    postFacts();
    drain();
  }).catch((e) => {
    M.ccall('ap_infer_failed', null, ['string'], [url + ': ' + (e && e.message ? e.message : e)]);
    postFacts();
    drain();
  });
};

function answer(buffer) {
  const data = new Uint8Array(buffer);
  const ptr = M._malloc(data.length || 1);
  M.HEAPU8.set(data, ptr);
  const ok = M._ap_infer_request(ptr, data.length);
  M._free(ptr);
  if (!ok) { fail('the page sent a request the worker cannot read'); return; }
  const at = M._ap_infer_answer();
  const bytes = M.HEAPU8.slice(at, at + M._ap_infer_answer_size()).buffer;
  self.postMessage({ type: 'answer', bytes }, [bytes]);
}

function drain() {
  if (!M || M._ap_infer_loading()) return;
  try {
    while (queue.length) answer(queue.shift());
  } catch (e) {
    fail(e && e.message ? e.message : e);
  }
}

self.onmessage = (event) => {
  queue.push(event.data);
  drain();
};

self.Module = {
  onRuntimeInitialized() {
    M = self.Module;
    try {
      M._ap_infer_start();
      drain();
    } catch (e) {
      fail(e && e.message ? e.message : e);
    }
  },
  onAbort(what) { fail('the translator stopped: ' + what); },
  printErr(text) { console.warn('[inference worker] ' + text); },
};
try {
  importScripts('infer_worker.js');
} catch (e) {
  fail('the translator could not load: ' + (e && e.message ? e.message : e));
}
