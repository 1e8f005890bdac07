// window.attention: the page's JavaScript API, defined before the wasm loads so callers can
// `await window.attention.ready` straight away.
//
//   ready                    Promise: resolves when the first interactive frame has been drawn,
//                            rejects with the loading error if the page cannot start
//   getScene() / setScene(json | object)   the lab scene, same schema as `attention eval`
//   getResult()              { scores, weights, output, ... } of the current scene
//   getState() / setState()  the whole AppState (lab, view, translation, demos) as JSON
//   getLink()                the share link (this page's URL with the state in the fragment)
//   lessonLink()             the lesson's link (this page's URL with the lesson in the fragment)
//   startTraining(config) / pauseTraining() / resetTraining() / stepTraining() /
//   trainingStatus() / exportTrainedModel([model])   the Train tab (src/app/training_api.h);
//                            Promises, since training runs in a Web Worker (see install())
//   translate(sentence, options) / explain(sentence, options)   Promises that wait for the
//                            translator's files, then translate or explain (the Explain tab)
//   requestFrame()           Promise: resolves after the next frame the app draws (the page
//                            renders on demand and sleeps while nothing changes)
//   ... and every other function the C++ side registers (src/app/page/page_api.cpp and the other
//   add_*_api files). docs/js-api.md lists every function, the debug ones (`_name`) too, and
//   tests/browser/api.test.mjs checks that the list and window.attention agree.
//
// How the bridge works: C++ exports ap_api_names() (a JSON array) and ap_api_call(name, argsJson)
// which answers {"ok":true,"value":...} or {"ok":false,"error":"message"}. Every registered name
// becomes `attention[name](...args)`, which throws an Error with the C++ message on failure. So
// adding a function is one line in C++ (its registration) and none here; the few wrappers below
// only add browser knowledge (the page URL). The arguments are measured before anything is copied
// into wasm memory (argumentsJson) and copied to the heap, never to the stack (withHeapStrings).
(function () {
  'use strict';
  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
  ready.catch(() => {});  // the loader shows the error; avoid an "unhandled rejection" report

  const api = { ready };
  // Resolves when the translator's files have all arrived or failed (C++ calls modelsSettled).
  let resolveModelsSettled;
  const modelsSettled = new Promise((resolve) => { resolveModelsSettled = resolve; });
  let rawCall = null;
  let cppNames = new Set();  // the functions the C++ side registered (install())
  let lastHash = null;  // the fragment this page last wrote (or loaded), without '#'
  // The last fragment the app accepted: one it wrote itself, or the link it was opened with once
  // it has loaded it without error and drawn its first frames with it. If the wasm instance ever
  // stops, the error panel's "reopen with your last state" link points at it (web/loader.js).
  let lastGoodHash = null;
  let openedHash = null;  // the link the page was opened with, if the app loaded it
  let stoppedWith = '';  // set once the wasm instance has aborted or trapped: no more calls
  const debug = new URLSearchParams(location.search).has('debug');

  // What stopped the wasm instance, if `e` (something thrown out of wasm code) says it stopped:
  // an abort or a trap (WebAssembly.RuntimeError), or a C++ exception, which this build does not
  // catch (Emscripten throws the exception's address, a number, to JS). '' for anything else.
  function stopReason(e) {
    if (e instanceof WebAssembly.RuntimeError) return e.message;
    if (typeof e === 'number') return 'uncaught C++ exception';
    return '';
  }

  // Whoever calls into wasm gets what it threw; if that means the instance stopped, the page is
  // told too (error panel with the reopen link, web/loader.js).
  function guarded(fn) {
    try {
      return fn();
    } catch (e) {
      const reason = stopReason(e);
      if (reason) window.__attentionPage.stopped(reason);
      throw e;
    }
  }

  // ---- render on demand (src/platform/frame_scheduler.h) -----------------------------------
  // The app draws only when something can change; everything that reaches it from outside wakes
  // it up: input events, resizes, hash changes (listeners below), API calls (call()) and fetched
  // bytes (fetchIntoWasm). Waking an awake app is cheap.
  const frameWaiters = [];  // requestFrame() Promises, resolved after the next drawn frame
  const frameListeners = [];  // called after every drawn frame (web/ime.js)
  let halted = false;  // the loader paused the main loop for good (the WebGL context was lost)
  function wake() {
    const M = window.Module;
    if (!stoppedWith && !halted && rawCall && M && M._ap_wake) guarded(() => M._ap_wake());
  }
  const WAKE_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown',
    'mousemove', 'mouseup', 'wheel', 'keydown', 'keyup', 'touchstart', 'touchmove', 'touchend',
    'touchcancel', 'focus', 'blur', 'resize', 'orientationchange', 'hashchange', 'pageshow'];
  for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('visibilitychange', wake);
  // The system's colour scheme: the app reads it every frame (prefersDark) and follows it while
  // the link's theme is "auto"; a change (the OS switching to dark at dusk) wakes it.
  const darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', wake);
  api.requestFrame = () => new Promise((resolve, reject) => {
    if (stoppedWith) { reject(new Error('attention: the playground stopped (' + stoppedWith + ')')); return; }
    frameWaiters.push(resolve);
    wake();
  });
  function frameDrawn() {
    for (const resolve of frameWaiters.splice(0)) resolve();
    for (const listener of frameListeners) listener();
  }
  // ---- arguments into wasm memory ----------------------------------------------------------
  // Emscripten's ccall/cwrap copy string arguments onto the 5 MiB wasm stack, up to 4 bytes a
  // character, before the C++ side can check a size: a string of about 1.3 M characters overflows
  // it and stops the instance. So strings go to the heap instead, and every call's arguments are
  // measured first. Sizes count the arguments' JSON text as it is copied: UTF-8 bytes, escapes
  // included (a quote inside a string counts 2). The limits are the app's own: 1 MiB for any
  // call (kMaxPageApiInputBytes, src/app/page/page_api.h), 300 KiB for a link (its fragment is at
  // most 256 KiB, ShareLink::kMaxChars, plus the page's URL; web/embed-protocol.js's MAX_LINK).
  const KIB = 1024;
  const MIB = 1024 * KIB;
  const ARGUMENT_LIMITS = {  // name → [what the message calls its arguments, the limit in bytes]
    setState: ['the state is', MIB],
    setScene: ['the scene is', MIB],
    loadLink: ['the link is', 300 * KIB],
    loadLesson: ['the lesson is', MIB],
  };
  const ANY_ARGUMENTS = ['the arguments are', MIB];
  const JSON_DEPTH = 64;  // deeper is refused by the C++ parser anyway (kMaxJsonDepth)

  // A lower bound of the UTF-8 bytes of JSON.stringify(value), found without building the text
  // (a string's JSON is at least its length + 2 quotes; an array's at least a comma per element):
  // the walk stops as soon as it passes `budget`, so a 64 MiB array costs nothing.
  function jsonBytesAtLeast(value, budget, depth = 0) {
    if (typeof value === 'string') return value.length + 2;
    if (value === null || typeof value !== 'object' || depth > JSON_DEPTH ||
        typeof value.toJSON === 'function') return 1;
    if (ArrayBuffer.isView(value)) return 2 + 4 * (value.length || 0);  // {"0":v,…}
    const isArray = Array.isArray(value);
    let bytes = 2 + (isArray ? Math.max(0, value.length - 1) : 0);
    if (bytes > budget) return bytes;
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const item = value[key];
      if (!isArray && (item === undefined || typeof item === 'function')) continue;  // left out
      bytes += (isArray ? 0 : key.length + 3) + jsonBytesAtLeast(item, budget - bytes, depth + 1);
      if (bytes > budget) return bytes;
    }
    return bytes;
  }

  // The JSON text of `args` for ap_api_call, or an Error naming the function and its limit when
  // the text would be larger than the function accepts. The text is not built when its lower
  // bound is already over (the message then says "at least"); once built, a string's .length
  // bounds its UTF-8 bytes by ×3, so the bytes are counted only when that bound passes the limit.
  function argumentsJson(name, args) {
    const [what, limit] = ARGUMENT_LIMITS[name] || ANY_ARGUMENTS;
    const refuse = (bytes, exact) => new Error(
      `${name}: ${what} ${exact ? '' : 'at least '}${bytes.toLocaleString('en-US')} bytes; ` +
      `the limit is ${limit.toLocaleString('en-US')} bytes`);
    let atLeast = 0;
    try {
      atLeast = jsonBytesAtLeast(args, limit);
    } catch (e) { /* a getter that throws: JSON.stringify below says so */ }
    if (atLeast > limit) throw refuse(atLeast, false);
    let text;
    try {
      text = JSON.stringify(args);
    } catch (e) {  // a cycle, a BigInt
      throw new Error(`${name}: the arguments cannot be written as JSON (${e && e.message})`);
    }
    if (text.length * 3 <= limit) return text;
    const bytes = window.Module.lengthBytesUTF8(text);
    if (bytes > limit) throw refuse(bytes, true);
    return text;
  }

  // Calls fn with a NUL-terminated UTF-8 copy of each of `texts` on the wasm heap (their
  // addresses), and frees them after it, whatever happens.
  function withHeapStrings(M, texts, fn) {
    const pointers = [];
    try {
      for (const text of texts) {
        const size = M.lengthBytesUTF8(text) + 1;
        const pointer = M._malloc(size);
        if (!pointer) throw new Error(`attention: no memory for an argument of ${size} bytes`);
        M.stringToUTF8(text, pointer, size);
        pointers.push(pointer);
      }
      return fn(...pointers);
    } finally {
      for (const pointer of pointers) {
        try { M._free(pointer); } catch (e) { /* the instance stopped: the heap is gone anyway */ }
      }
    }
  }

  // Diagnostics and polls that only read: they must not wake the page (bench/web/idle-cpu.mjs
  // counts frames; an embedding page polls the exercises' progress and lessonStatus).
  const NO_WAKE = new Set(['_frameCount', '_frameTimes', '_heapStats', 'exercises',
                           'exerciseStatus', 'activeExercise', 'exerciseInfo', 'lessonStatus']);

  function call(name, args) {
    if (!rawCall) throw new Error('attention: the app has not started yet (await attention.ready)');
    if (stoppedWith) throw new Error('attention: the playground stopped (' + stoppedWith + ')');
    try {
      const reply = JSON.parse(guarded(() => rawCall(name, argumentsJson(name, args))));
      if (!reply.ok) throw new Error(reply.error);
      return reply.value;
    } finally {
      if (!NO_WAKE.has(name)) wake();  // whatever the call changed gets drawn
    }
  }

  // A read that does not wake the app: web/embed-host-bridge.js polls a few read-only functions
  // (revision, contentHeight, the exercises' status) while the page is framed, and a wake per
  // poll would keep an idle page drawing. A function that exists only in JS (a wrapper, a test's
  // stub) is called as it is. undefined when absent, failing, or before the app has started.
  function peek(name, args = []) {
    if (!rawCall || stoppedWith) return undefined;
    try {
      if (cppNames.has(name)) {
        const reply = JSON.parse(guarded(() => rawCall(name, argumentsJson(name, args))));
        return reply.ok ? reply.value : undefined;
      }
      if (typeof api[name] === 'function') return api[name](...args);
    } catch (e) { /* a failed read is no answer */ }
    return undefined;
  }

  // Called by main() (js_bridge.cpp) once the session and its functions exist.
  function install(Module) {
    rawCall = (name, argsJson) => withHeapStrings(Module, [name, argsJson], (namePtr, argsPtr) =>
      Module.UTF8ToString(Module._ap_api_call(namePtr, argsPtr)));
    const names = JSON.parse(Module.ccall('ap_api_names', 'string', [], []));
    cppNames = new Set(names);
    for (const name of names) api[name] = (...args) => call(name, args);
    // Browser-side wrappers.
    api.getLink = () => location.href.split('#')[0] + '#' + call('linkFragment', []);
    api.lessonLink = () => location.href.split('#')[0] + '#' + call('lessonLinkFragment', []);
    // Debug-only (?debug in the URL): stop the wasm instance on purpose (src/platform/
    // debug_abort.cpp) so tests/browser/crash-recovery.test.mjs can check the error panel and its
    // "reopen" link. 'abort', 'trap' and 'throw' throw what the instance threw, here; the
    // '-later' ones return, and the trap or throw happens in a callback a moment later.
    if (debug) {
      const modes = ['abort', 'trap', 'throw', 'trap-later', 'throw-later'];
      api.__debugAbort = (how = 'abort') => {
        if (!modes.includes(how)) throw new Error('__debugAbort: one of ' + modes.join(', '));
        guarded(() => Module.ccall('ap_debug_abort', null, ['number'], [modes.indexOf(how)]));
      };
    }
    // The Train tab's functions: training runs in a Web Worker (web/training-host.js), so each
    // of these is a Promise that first waits until the worker has answered every command sent
    // before it; a command (start, pause, step, reset) then waits for its own answer and returns
    // the status after it. Export and "use" first ask for the current update's weights.
    const T = window.__attentionTraining;
    if (T) {
      const COMMANDS = ['startTraining', 'pauseTraining', 'resetTraining', 'stepTraining'];
      const WEIGHTS = ['exportTrainedModel', 'useTrainedModel'];
      for (const name of [...COMMANDS, ...WEIGHTS, 'trainingStatus', 'setTrainingSpeed']) {
        api[name] = async (...args) => {
          argumentsJson(name, args);  // an oversized argument is refused before any wait
          if (WEIGHTS.includes(name) && call('trainingStatus', []).state === 'running') T.requestWeights();
          await T.settled();
          const value = call(name, args);
          if (!COMMANDS.includes(name)) return value;
          await T.settled();
          return call('trainingStatus', []);
        };
      }
      if (debug) api.__debugKillTrainingWorker = () => T.kill();
      api._trainingWorkerExists = () => T.exists();
    }
    // translate(sentence, {model, beam}): a Promise that waits for the model files (fetched on
    // first use; src/platform/model_fetch.cpp says when they have settled), then translates
    // (src/app/translation_api.h).
    // The C++ function has the same name, so its errors start with "translate:".
    api.translate = async (sentence, options = {}) => {
      argumentsJson('translate', [sentence, options]);  // refused before the models are fetched
      call('loadModels', []);
      if (call('translationStatus', []).state !== 'done') await modelsSettled;
      return computed('translate', [sentence, options]);
    };
    // explain(sentence, {model, view, layer, head, intervention}): the same wait, then the
    // Explain tab's computation (src/app/explain_api.h); the JSON of `attention explain --json`.
    api.explain = async (sentence, options = {}) => {
      argumentsJson('explain', [sentence, options]);
      call('loadModels', []);
      if (call('translationStatus', []).state !== 'done') await modelsSettled;
      return computed('explain', [sentence, options]);
    };
    // The page's translator computes in a Web Worker (web/inference-host.js): the C++ function
    // answers {computing: true} until the worker's answer is in. A newer request (the user
    // typing) may replace this one while it waits, so each answer of the worker is followed by
    // another try; a worker that is lost makes the C++ function fail with the reason.
    async function computed(name, args) {
      for (;;) {
        const I = window.__attentionInference;  // without it, C++ reports the worker lost soon
        const answered = I ? I.answered() : new Promise((resolve) => setTimeout(resolve, 50));
        const value = call(name, args);
        if (!(value && value.computing === true)) return value;
        await answered;
      }
    }
  }

  // ---- hooks for the C++ side (src/platform/js_bridge.cpp) ----------------------------------
  function replaceHash(fragment) {
    lastHash = fragment;
    lastGoodHash = fragment;
    const url = location.href.split('#')[0] + '#' + fragment;
    history.replaceState(history.state, '', url);
  }

  // Where the error panel's reopen link goes: this page (same query) with the last good state,
  // or with no state at all if the app never accepted one (a link that stopped it at start must
  // not be offered again). {url, withState}.
  function reopenTarget() {
    const url = location.href.split('#')[0];
    return lastGoodHash ? { url: url + '#' + lastGoodHash, withState: true }
                        : { url, withState: false };
  }

  // The instance aborted or trapped (web/loader.js calls this once): later calls refuse.
  function markStopped(what) {
    if (!stoppedWith) stoppedWith = String(what || 'aborted');
  }

  function currentHash() {
    const h = location.hash;
    return h.startsWith('#') ? h.slice(1) : h;
  }

  // The user edited or pasted the URL's fragment (replaceState never fires hashchange). The app
  // opens it as it opens the link the page starts with (src/platform/main.cpp reads the fragment
  // itself, onto the heap): a link it cannot open, too long or malformed, gets the same banner,
  // and the state is kept.
  window.addEventListener('hashchange', () => {
    const fragment = currentHash();
    if (!rawCall || stoppedWith || fragment === lastHash || fragment === '') return;
    lastHash = fragment;
    try {
      guarded(() => window.Module._ap_open_location_hash());
    } catch (e) { /* the instance stopped: the error panel says so */ }
    wake();
  });

  // A text starting with '#' is a share-link fragment: copy it as this page's full URL.
  function copyText(text) {
    if (text.startsWith('#')) text = location.href.split('#')[0] + text;
    const fallback = () => showCopyFallback(text);
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).catch(fallback);
    } else {
      fallback();
    }
  }

  function showCopyFallback(text) {
    const box = document.getElementById('copy-fallback');
    const field = document.getElementById('copy-fallback-text');
    field.value = text;
    box.hidden = false;
    field.focus();
    field.select();
  }
  document.addEventListener('DOMContentLoaded', () => {
    const close = document.getElementById('copy-fallback-close');
    if (close) close.addEventListener('click', () => {
      document.getElementById('copy-fallback').hidden = true;
      const canvas = document.getElementById('canvas');
      if (canvas) canvas.focus();
    });
  });

  function download(filename, mime, bytes) {
    const blob = new Blob([bytes], { type: mime });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // Reads a fetch Response's body as one Uint8Array, calling onProgress(bytesSoFar) per chunk so
  // a bar can move with the bytes. Used for app.wasm (loader.js), the CJK font and the models.
  async function readBody(response, onProgress) {
    if (!response.body || !response.body.getReader) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress(received);
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const c of chunks) { bytes.set(c, offset); offset += c.length; }
    return bytes;
  }

  // Streams one file of the page's origin into the wasm module, so the UI can show progress: the
  // CJK font (sink "ap_cjk_font", src/platform/font_fetch.cpp) and the translator's model files
  // (sink "ap_model_file", src/platform/model_fetch.cpp). `sink` names the exported C functions
  // <sink>_progress(received, total) / <sink>_loaded(ptr, size) / <sink>_failed(message).
  async function fetchIntoWasm(url, sink) {
    const M = window.Module;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const encoded = response.headers.get('Content-Encoding');
      const total = encoded ? 0 : Number(response.headers.get('Content-Length')) || 0;
      const bytes = await readBody(response, (received) => {
        if (stoppedWith || total === 0) return;  // compressed: no fraction to show, no frame
        M['_' + sink + '_progress'](received, total);
        wake();  // the progress bar moves
      });
      if (stoppedWith) return;  // the instance stopped meanwhile: nothing to hand the bytes to
      const ptr = M._malloc(bytes.length);
      M.HEAPU8.set(bytes, ptr);
      M['_' + sink + '_loaded'](ptr, bytes.length);
      M._free(ptr);
    } catch (e) {
      const message = String(e && e.message ? e.message : e);
      withHeapStrings(M, [message], (pointer) => M['_' + sink + '_failed'](pointer));
    }
    wake();
  }

  // The lesson panel's "Open file...": the browser's file picker, then the file's text goes to
  // the app on the heap (ap_open_lesson_text, src/platform/main.cpp; a refused file: the app's
  // banner says why). Not through attention.loadLesson, whose limit counts the text's JSON
  // escapes. A file over the app's limit (kMaxLessonJsonBytes, src/app/classroom/lesson.h) is
  // read only one byte past it, so a huge file is refused without reading it whole.
  const LESSON_FILE_LIMIT = 1 << 20;
  function pickLessonFile() {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json,.txt,text/plain';
    input.style.display = 'none';
    input.addEventListener('change', async () => {
      const file = input.files && input.files[0];
      input.remove();
      if (!file) return;
      const text = await file.slice(0, LESSON_FILE_LIMIT + 1).text();
      const M = window.Module;
      if (stoppedWith || !M) return;
      try {
        guarded(() => withHeapStrings(M, [text], (pointer) => M._ap_open_lesson_text(pointer)));
      } catch (e) { /* the instance stopped: the error panel says so */ }
      wake();
    });
    input.addEventListener('cancel', () => input.remove());  // the picker closed with no file
    document.body.appendChild(input);
    input.click();
  }

  window.__attentionPage = {
    readBody,
    fetchIntoWasm,
    install,
    notifyReady: () => {
      if (lastGoodHash === null) lastGoodHash = openedHash;
      resolveReady(api);
    },
    modelsSettled: () => resolveModelsSettled(),
    frameDrawn,  // C++ calls it after every drawn frame (src/platform/frame_scheduler.cpp)
    // The screen-reader summary of the open tab (src/platform/summary_sync.cpp); the page's
    // language follows the UI's, so a screen reader reads Chinese with a Chinese voice.
    setSummary: (text, language) => {
      const el = document.getElementById('view-summary');
      const lang = language === 'zh' ? 'zh-Hans' : 'en';
      if (el && el.textContent !== text) el.textContent = text;
      if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    },
    onFrame: (listener) => frameListeners.push(listener),
    wake,
    // The page is idle (web/loader.js): fetch the figures' few KB of JSON now, so that a tab's
    // first visit does not parse them; the models still wait for their first use.
    prefetchFigures: () => {
      const M = window.Module;
      if (!stoppedWith && !halted && rawCall && M && M._ap_prefetch_figures) guarded(() => M._ap_prefetch_figures());
    },
    halt: () => { halted = true; },
    fail: (message) => rejectReady(new Error(message)),
    replaceHash,
    currentHash,
    prefersDark: () => (darkQuery ? darkQuery.matches : false),
    reopenTarget,
    markStopped,
    stopReason,
    copyText,
    download,
    pickLessonFile,
    setLoadedHash: (fragment) => { lastHash = fragment; openedHash = fragment; },
    peek,
    withHeapStrings,
  };
  window.attention = api;
})();
