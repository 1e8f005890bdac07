// The page's side of the inference Web Worker. The page's TranslationService is remote
// (src/app/translation/translation_service.h): C++ posts each request's bytes here
// (src/platform/inference_worker.cpp calls post()), this starts web/infer-worker.js on the first
// one (an empty request: the translator's first use, which also starts its models' download) if
// web/loader.js has not already started it while the page was idle (prestart: the worker's module
// loads and compiles then, and the models wait for the first request), and hands each answer back
// to C++ (ap_inference_answer), which draws it in one frame. C++ keeps
// at most one request in flight, so answers come back in the order of the requests. The worker
// also sends, unasked, the facts of each model file it has loaded (ap_inference_model: the page
// does not download the models itself) and their download's progress (ap_inference_progress).
//
// window.__attentionInference:
//   post(bytes)    send a request (a Uint8Array; empty: only start the models' download)
//   prestart()     start the worker and its module, not the models' download (the page is idle)
//   answered()     Promise: resolves at the worker's next answer (or when it is lost); the
//                  translate and explain functions of window.attention await it between tries
//   exists()       whether a worker is running
// A worker that fails to load or stops is reported to C++ (ap_inference_lost): the translator
// and the Explain tab show the reason, and the rest of the page keeps running.
(function () {
  'use strict';
  let worker = null;
  let lostWith = '';
  const waiters = [];

  function module() {
    const M = window.Module;
    return M && M._ap_inference_answer ? M : null;
  }

  function wake() {
    const M = module();
    try { if (M && M._ap_wake) M._ap_wake(); } catch (e) { /* the page's own error handling */ }
  }

  function resolveWaiters() {
    for (const resolve of waiters.splice(0)) resolve();
  }

  // Calls fn(pointer, length) with a copy of the bytes on the module's heap.
  function withHeapBytes(M, bytes, fn) {
    const data = new Uint8Array(bytes);
    const ptr = M._malloc(data.length || 1);
    M.HEAPU8.set(data, ptr);
    try { fn(ptr, data.length); } finally { M._free(ptr); }
  }

  function take(bytes) {
    const M = module();
    if (M) withHeapBytes(M, bytes, (ptr, n) => M._ap_inference_answer(ptr, n));  // asks for its frame
    resolveWaiters();
  }

  // What the page needs of a model the worker loaded (or why it could not): C++ marks it ready.
  function takeModel(bytes) {
    const M = module();
    if (M) withHeapBytes(M, bytes, (ptr, n) => M._ap_inference_model(ptr, n));  // asks for its frame
  }

  function progress(m) {
    const M = module();
    if (M) window.__attentionPage.withHeapStrings(
      M, [String(m.url)], (pointer) => M._ap_inference_progress(pointer, m.received, m.total));
  }

  function lost(message) {
    if (worker) worker.terminate();
    worker = null;
    lostWith = String(message);
    const M = module();
    if (M) {
      window.__attentionPage.withHeapStrings(M, [lostWith],
                                             (pointer) => M._ap_inference_lost(pointer));
      wake();
    }
    resolveWaiters();
  }

  function start() {
    try {
      worker = new Worker('infer-worker.js');
    } catch (e) {
      setTimeout(() => lost('the page could not start the translator\'s worker'), 0);
      return;
    }
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.type === 'answer') take(m.bytes);
      else if (m.type === 'model') takeModel(m.bytes);
      else if (m.type === 'progress') progress(m);
      else if (m.type === 'error') lost(m.message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      lost(event.message || 'the translator\'s worker could not load');
    };
  }

  function post(bytes) {
    if (lostWith) return;  // C++ knows; it sends nothing more
    if (!worker) start();
    if (!worker) return;
    const copy = bytes.slice().buffer;  // empty: the worker fetches its models
    worker.postMessage(copy, [copy]);
  }

  function prestart() {
    if (!worker && !lostWith) start();
  }

  window.__attentionInference = {
    post,
    prestart,
    answered() { return new Promise((resolve) => { waiters.push(resolve); if (lostWith) resolveWaiters(); }); },
    exists() { return worker !== null; },
  };
})();
