// The inference Web Worker (started by web/inference-host.js while the page is idle, or on the
// translator's first use). It loads its own wasm module (infer_worker.js + .wasm,
// src/worker/infer_worker.cpp); on the page's first message it fetches the three models into it,
// and it answers the page's requests one after the other, off the page's main thread.
//
// Messages in:  an ArrayBuffer   a request's bytes (src/app/translation/inference_remote.h); an
//                                empty one only says that the models are wanted
// Messages out: {type: 'answer', bytes}   its answer (an ArrayBuffer, transferred, not copied)
//               {type: 'model', bytes}    what the page needs of a model file that arrived or
//                                         failed (its status, vocabulary, parameter counts)
//               {type: 'progress', url, received, total}   a model file's download, at most
//                                         every PROGRESS_MS, when its size is known (not when it
//                                         comes compressed, as from most hosts)
//               {type: 'error', message}  the module or a model failed to load, or it stopped
// A request whose model has not arrived yet waits for it (and the ones behind it wait too).
'use strict';
let M = null;         // the module, once its runtime is up
const queue = [];     // requests waiting for the module or the models
let wanted = false;   // the page has sent its first message: the models are to be fetched
let started = false;  // ap_infer_start has run
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

// Answers one request; false while the model it needs is still on its way (it stays queued).
function answer(buffer) {
  const data = new Uint8Array(buffer);
  const ptr = M._malloc(data.length || 1);
  M.HEAPU8.set(data, ptr);
  const result = M._ap_infer_request(ptr, data.length);
  M._free(ptr);
  if (result === 2) return false;
  if (!result) { fail('the page sent a request the worker cannot read'); return true; }
  const at = M._ap_infer_answer();
  const bytes = M.HEAPU8.slice(at, at + M._ap_infer_answer_size()).buffer;
  self.postMessage({ type: 'answer', bytes }, [bytes]);
  return true;
}

// The models' download starts with the page's first message, once the module is up.
function startIfWanted() {
  if (!M || !wanted || started) return;
  started = true;
  M._ap_infer_start();
}

// Answers the queued requests in order, up to one whose model has not arrived yet (each file's
// arrival drains again).
function drain() {
  if (!M || !started) return;
  try {
    while (queue.length && answer(queue[0])) queue.shift();
  } catch (e) {
    fail(e && e.message ? e.message : e);
  }
}

self.onmessage = (event) => {
  wanted = true;
  if (event.data.byteLength > 0) queue.push(event.data);
  try {
    startIfWanted();
  } catch (e) {
    fail(e && e.message ? e.message : e);
    return;
  }
  drain();
};

self.Module = {
  onRuntimeInitialized() {
    M = self.Module;
    try {
      startIfWanted();
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
