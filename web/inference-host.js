// The page's side of the inference Web Worker. The page's TranslationService is remote
// (src/app/translation/translation_service.h): C++ posts each request's bytes here
// (src/platform/inference_worker.cpp calls post()), this starts web/infer-worker.js on the first
// one (an empty request: the translator's first use, which also starts its models' download),
// and hands each answer back to C++ (ap_inference_answer), which draws it in one frame. C++ keeps
// at most one request in flight, so answers come back in the order of the requests.
//
// window.__attentionInference:
//   post(bytes)    send a request (a Uint8Array; empty: only start the worker)
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

  function take(bytes) {
    const M = module();
    if (M) {
      const data = new Uint8Array(bytes);
      const ptr = M._malloc(data.length || 1);
      M.HEAPU8.set(data, ptr);
      M._ap_inference_answer(ptr, data.length);  // asks for its frame
      M._free(ptr);
    }
    resolveWaiters();
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
    if (!worker || bytes.length === 0) return;
    const copy = bytes.slice().buffer;
    worker.postMessage(copy, [copy]);
  }

  window.__attentionInference = {
    post,
    answered() { return new Promise((resolve) => { waiters.push(resolve); if (lostWith) resolveWaiters(); }); },
    exists() { return worker !== null; },
  };
})();
