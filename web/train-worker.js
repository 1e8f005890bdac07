// The training Web Worker (started by web/training-host.js when the Train tab is first shown). It loads
// the trainer's own wasm module (train_worker.js + .wasm, src/worker/train_worker.cpp) and runs
// one TrainingSession in it, as fast as the speed setting allows, off the page's main thread.
//
// Messages in:  {seq, command}   a command's JSON text (src/app/training/training_remote.h); seq counts them
// Messages out: {type: 'view', seq, bytes}   the session's view after the command numbered seq
//                                            (bytes: an ArrayBuffer, transferred, not copied)
//               {type: 'error', message}     the module failed to load or stopped
// After each command the worker sends a view with the model files (so a paused or stepped model
// can be exported at once). While it trains it sends a view every VIEW_MS without weights, and
// one with weights every WEIGHTS_MS (what the Export button takes while training runs). The page
// draws one frame per view while the Train tab is shown, and on a machine without a GPU each
// frame is rasterised in software on the cores the worker trains on: four views a second keep
// the charts live and leave those cores to training.
'use strict';
const VIEW_MS = 250;
const WEIGHTS_MS = 1000;
let M = null;              // the module, once its runtime is up
const queue = [];          // commands that came before it was
let lastSeq = 0;           // the last command carried out
let running = false;
let scheduled = false;
let lastView = 0, lastWeights = 0;

function fail(message) {
  self.postMessage({ type: 'error', message: String(message) });
}

function postView(withWeights) {
  const ptr = M._ap_worker_view(withWeights ? 1 : 0);
  const size = M._ap_worker_view_size();
  const bytes = M.HEAPU8.slice(ptr, ptr + size).buffer;
  self.postMessage({ type: 'view', seq: lastSeq, bytes }, [bytes]);
  lastView = performance.now();
  if (withWeights) lastWeights = lastView;
}

function carryOut({ seq, command }) {
  lastSeq = seq;
  if (!M.ccall('ap_worker_command', 'number', ['string'], [command]))
    fail('training command refused: ' + M.UTF8ToString(M._ap_worker_error()));
  running = M._ap_worker_running() === 1;
  postView(true);
  schedule(0);
}

// Work slices: one TrainingSession::advance each, then the message loop (commands get in between).
// A MessageChannel ping resumes at once; setTimeout would wait at least 4 ms after a few nestings.
const channel = new MessageChannel();
channel.port1.onmessage = tick;
function schedule(rest) {
  if (scheduled || !running) return;
  scheduled = true;
  if (rest > 0) setTimeout(tick, rest);
  else channel.port2.postMessage(0);
}

function tick() {
  scheduled = false;
  if (!M || !running) return;
  try {
    running = M._ap_worker_run(M._ap_worker_budget_ms()) === 1;
    const now = performance.now();
    if (!running) postView(true);
    else if (now - lastWeights >= WEIGHTS_MS) postView(true);
    else if (now - lastView >= VIEW_MS) postView(false);
    schedule(M._ap_worker_rest_ms());
  } catch (e) {
    running = false;
    fail(e && e.message ? e.message : e);
  }
}

self.onmessage = (event) => {
  if (!M) { queue.push(event.data); return; }
  try {
    carryOut(event.data);
  } catch (e) {
    fail(e && e.message ? e.message : e);
  }
};

self.Module = {
  onRuntimeInitialized() {
    M = self.Module;
    try {
      for (const message of queue.splice(0)) carryOut(message);
    } catch (e) {
      fail(e && e.message ? e.message : e);
    }
  },
  onAbort(what) { fail('the trainer stopped: ' + what); },
  printErr(text) { console.warn('[train worker] ' + text); },
};
try {
  importScripts('train_worker.js');
} catch (e) {
  fail('the trainer could not load: ' + (e && e.message ? e.message : e));
}
