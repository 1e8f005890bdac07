// The page's side of training in a Web Worker. The page's TrainingSession is remote
// (src/app/training/training_session.h): C++ posts its commands here (src/platform/training_worker.cpp
// calls post()), this starts web/train-worker.js on the first one (the Train tab's first frame
// sends "warm"), and hands each view the worker sends back to C++ (ap_training_view), which draws
// it in one frame while the Train tab is open. Nothing here needs SharedArrayBuffer: views are
// ArrayBuffers transferred by postMessage.
//
// window.__attentionTraining:
//   post(commandText)   send a command (a new worker starts if there is none, or it died)
//   requestWeights()    ask for a view with the model files of the current update
//   settled()           Promise: resolves once the worker has answered every command sent so far
//                       (or has died); the training functions of window.attention await it, so
//                       what they return reflects every command before them
//   kill()              debug (?debug): terminate() the worker, as if it had died
//   exists()            whether a worker is running
// A worker that dies (a load error, a trap, terminate()) is reported to C++ (ap_training_lost):
// the Train tab shows the failure, the rest of the page keeps running, and the next Play starts a
// new worker.
(function () {
  'use strict';
  let worker = null;
  let posted = 0;   // commands sent
  let answered = 0; // the seq of the last view
  const waiters = [];

  function settle() {
    if (answered < posted && worker) return;
    for (const resolve of waiters.splice(0)) resolve();
  }

  function module() {
    const M = window.Module;
    return M && M._ap_training_view ? M : null;
  }

  function wake() {
    const M = module();
    try { if (M && M._ap_wake) M._ap_wake(); } catch (e) { /* the page's own error handling */ }
  }

  function take(seq, bytes) {
    answered = Math.max(answered, seq);
    const M = module();
    if (M) {
      const data = new Uint8Array(bytes);
      const ptr = M._malloc(data.length || 1);
      M.HEAPU8.set(data, ptr);
      M._ap_training_view(ptr, data.length, answered >= posted ? 1 : 0);  // asks for its frame
      M._free(ptr);
    }
    settle();
  }

  function lost(message) {
    if (worker) worker.terminate();
    worker = null;
    answered = posted;
    const M = module();
    if (M) {
      window.__attentionPage.withHeapStrings(M, [String(message)],
                                             (pointer) => M._ap_training_lost(pointer));
      wake();
    }
    settle();
  }

  function start() {
    worker = new Worker('train-worker.js');
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.type === 'view') take(m.seq, m.bytes);
      else if (m.type === 'error') lost(m.message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      lost(event.message || 'the training worker stopped');
    };
  }

  function send(command) {
    if (!worker) start();
    posted += 1;
    worker.postMessage({ seq: posted, command });
  }

  window.__attentionTraining = {
    post: send,
    requestWeights() { if (worker) send('{"op":"weights"}'); },
    settled() { return new Promise((resolve) => { waiters.push(resolve); settle(); }); },
    kill() { if (worker) lost('the training worker was terminated'); },
    exists() { return worker !== null; },
  };
})();
