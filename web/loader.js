// Loader: checks that the browser can run the playground (WebAssembly, WebGL2), downloads
// app.wasm with a progress bar while it compiles (streaming compilation), starts the Emscripten
// runtime (app.js) and swaps the loading screen for the canvas once the first interactive frame is drawn. Any failure replaces
// the loading screen with a message saying what went wrong — never a blank canvas. Once the page
// is up it registers the service worker (web/sw.js) for this build, so the next visit works
// offline; a visit served by it says so on the loading screen ("from the offline copy").
//
// Test switches (query string): ?simulate=no-webgl2 or ?simulate=no-wasm pretend the feature is
// missing, so the browser tests can check the message without a special browser.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const page = window.__attentionPage;
  const params = new URLSearchParams(location.search);
  const simulate = params.get('simulate') || '';
  let failed = false;
  const PRESTART_AFTER_MS = 1000;  // after ready, before the translator's worker starts (idle)
  const kDeferredWasm = 'app.deferred.wasm';  // the rest of the page's module (deferredPart)

  function setStatus(text, fraction) {
    if (failed) return;
    $('status').textContent = text;
    if (typeof fraction === 'number') $('progress').value = Math.max(0, Math.min(1, fraction));
  }

  // reopen: {url, label} of the error panel's link (the page stopped after it had started).
  function showError(title, text, hint, reopen = null) {
    if (failed) return;
    failed = true;
    $('error-title').textContent = title;
    $('error-text').textContent = text;
    $('error-hint').textContent = hint || '';
    const link = $('error-reopen');
    link.hidden = !reopen;
    if (reopen) {
      link.href = reopen.url;
      link.textContent = reopen.label;
    }
    $('loading').hidden = true;
    $('error').hidden = false;
    $('canvas').style.visibility = 'hidden';
    if (reopen) link.focus();  // Enter reopens
    page.fail(title + ': ' + text);
  }

  page.showError = showError;  // for main() when SDL or the GL context cannot start
  page.stopped = (what) => stopped(what);  // for attention-api.js when a call aborts or traps

  // The reopen link usually differs from the current URL only by its fragment, or not at all
  // (the app keeps the URL up to date): following it would be a same-document navigation that
  // starts nothing. So a click puts the target in place and reloads.
  $('error-reopen').addEventListener('click', (e) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;  // new tab
    e.preventDefault();
    history.replaceState(null, '', $('error-reopen').href);
    location.reload();
  });

  function hasWebAssembly() {
    if (simulate === 'no-wasm') return false;
    return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';
  }

  function hasWebGL2() {
    if (simulate === 'no-webgl2') return false;
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return false;
      const lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();  // free the probe's context right away
      return true;
    } catch (e) {
      return false;
    }
  }

  const kB = (n) => (n / 1024).toFixed(0) + ' KB';
  // Served by the service worker: the files come from this browser's offline copy.
  const fromCache = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  const offlineNote = fromCache
    ? (navigator.onLine ? ' from the offline copy' : ' from the offline copy (no network)') : '';
  let buildId = '';  // build-info.json's id of this build: the service worker's cache version

  // app.wasm and build-info.json are requested as soon as this file runs, beside app.js rather
  // than after it: on a slow network that saves round trips before the big download starts.
  let wasmResponse = null;  // fetch('app.wasm'), started by start()
  let buildInfo = null;     // build-info.json's contents, or {} when it cannot be read
  function startFetches() {
    buildInfo = fetch('build-info.json', { cache: 'no-cache' })
      .then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
    wasmResponse = fetch('app.wasm');
    wasmResponse.catch(() => {});  // reported when instantiateWasm awaits it
  }

  // The download's progress. The bar moves with the bytes as they arrive (decoded: the server
  // may compress the file, so the expected size comes from build-info.json, written by the build,
  // rather than Content-Length); it reaches 0.85 when the last byte is in.
  function progressOf(expected) {
    const verb = fromCache ? 'Loading' : 'Downloading';
    return (received) => setStatus(
        (expected ? `${verb} ${kB(received)} of ${kB(expected)}` : `${verb} ${kB(received)}`) +
        offlineNote, expected ? 0.85 * received / expected : undefined);
  }

  // The same response with a body that reports each chunk as it passes on to the compiler; once
  // the last byte is in, what is left is compiling the rest.
  function counted(response, onProgress) {
    let received = 0;
    const counter = new TransformStream({
      transform(chunk, controller) {
        received += chunk.length;
        onProgress(received);
        controller.enqueue(chunk);
      },
      flush() { setStatus('Compiling…', 0.9); },
    });
    return new Response(response.body.pipeThrough(counter),
                        { status: response.status, statusText: response.statusText,
                          headers: response.headers });
  }

  // Downloads and instantiates app.wasm. Streaming compilation (the module compiles while it
  // downloads) where the browser has it and the server says application/wasm; otherwise the
  // bytes are read first (attention-api.js's readBody, which index.html loads before this file).
  async function loadWasm(imports) {
    const info = await buildInfo;
    buildId = info.build || '';
    const response = await wasmResponse;
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    let expected = info.wasmBytes || 0;
    if (!expected && !response.headers.get('Content-Encoding')) {
      expected = Number(response.headers.get('Content-Length')) || 0;
    }
    const onProgress = progressOf(expected);
    const streams = typeof WebAssembly.instantiateStreaming === 'function' && response.body &&
        typeof TransformStream === 'function' &&
        /^application\/wasm\b/.test(response.headers.get('Content-Type') || '');
    if (streams) return WebAssembly.instantiateStreaming(counted(response, onProgress), imports);
    const bytes = await window.__attentionPage.readBody(response, onProgress);
    setStatus('Compiling…', 0.9);
    return WebAssembly.instantiate(bytes, imports);
  }

  // The rest of the page's module: app.deferred.wasm holds the functions the first minute does not
  // run (tools/wasm-split-app.py). app.wasm imports each of them as a placeholder, numbered by
  // its slot in the shared function table; instantiating the deferred part fills those slots with
  // the real functions. It is fetched once the first frame is drawn (attention.ready), so the
  // first frame has the network and the CPU to itself, and compiled off the main thread. A
  // placeholder called before then fetches and compiles it on the spot (a stall, not a stopped
  // page). window.__attentionPage.deferredState() says how it
  // went, for the tests.
  function deferredPart(imports) {
    const part = { exports: null, table: null, bytes: null, instance: null, placeholderCalls: 0,
                   fetchedOnTheSpot: false, arrivedAt: 0 };
    const instantiate = (module) => {
      if (!part.instance)
        part.instance = new WebAssembly.Instance(module, { primary: part.exports });
    };
    imports.placeholder = new Proxy({}, {
      get: (_, slot) => (...args) => {
        ++part.placeholderCalls;
        if (!part.instance) {
          if (!part.bytes) {
            part.bytes = fetchBytesNow(kDeferredWasm);
            part.fetchedOnTheSpot = true;
          }
          instantiate(new WebAssembly.Module(part.bytes));
        }
        return part.table.get(Number(slot))(...args);
      },
    });
    part.start = (exports) => {
      part.exports = exports;
      part.table = Object.values(exports).find((v) => v instanceof WebAssembly.Table);
      window.attention.ready.then(() => buildInfo)
        .then((info) => {
          if (!info.deferredBytes || part.instance) return null;
          return fetch(kDeferredWasm).then((r) => {
            if (!r.ok) throw new Error(`HTTP ${r.status} ${r.statusText}`);
            return r.arrayBuffer();
          });
        })
        .then((buffer) => {
          if (!buffer || part.instance) return null;
          part.bytes = part.bytes || new Uint8Array(buffer);
          return WebAssembly.compile(part.bytes);
        })
        .then((module) => {
          if (module) instantiate(module);
          part.arrivedAt = performance.now();
        })
        .catch((e) => console.warn(`${kDeferredWasm}: ${e && e.message ? e.message : e} ` +
                                   '(fetched again when first needed)'));
    };
    page.deferredState = () => ({ loaded: !!part.instance, placeholderCalls: part.placeholderCalls,
                                  fetchedOnTheSpot: part.fetchedOnTheSpot,
                                  arrivedAt: part.arrivedAt });
    return part;
  }

  // A same-origin file's bytes, synchronously (a synchronous request cannot ask for an
  // ArrayBuffer on a page's main thread; a user-defined charset passes the bytes through).
  function fetchBytesNow(url) {
    const request = new XMLHttpRequest();
    request.open('GET', url, false);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send(null);
    if (request.status !== 200)
      throw new Error(`${url} could not be downloaded (HTTP ${request.status})`);
    const text = request.responseText, bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i) & 0xff;
    return bytes;
  }

  // The wasm instance aborted or trapped: nothing can be called any more, but the state the user
  // had is in the last fragment the app accepted (attention-api.js keeps it).
  function stopped(what) {
    if (failed) return;
    page.markStopped(what);
    if (window.Module && window.Module.pauseMainLoop) window.Module.pauseMainLoop();
    const detail = String(what || '').replace(/^Aborted\((.*)\)\.?.*$/s, '$1').trim();
    showReopen('The playground stopped',
               'An internal error stopped the program' + (detail ? ` (${detail}).` : '.'));
  }

  // The error panel for a page that had started: its button reopens the last state the app saved.
  function showReopen(title, text) {
    const target = page.reopenTarget();
    showError(title, text,
              target.withState
                ? 'Your work is not lost: the button below reopens the playground with the last ' +
                  'state it saved.'
                : 'No earlier state was saved; the button below starts the playground afresh.',
              { url: target.url,
                label: target.withState ? 'Reopen with your last state' : 'Reopen the playground' });
  }

  function start() {
    if (!hasWebAssembly()) {
      showError('This browser cannot run WebAssembly',
                'The playground is a C++ program compiled to WebAssembly, which this browser ' +
                'does not support or has turned off.',
                'Try a current Firefox, Chrome, Edge or Safari.');
      return;
    }
    if (!hasWebGL2()) {
      showError('WebGL 2 is not available',
                'The playground draws with WebGL 2, which this browser or its graphics driver ' +
                'does not provide (or it is turned off).',
                'Try a current browser, enable hardware acceleration, or update the graphics driver.');
      return;
    }

    const canvas = $('canvas');
    shadowGlStateOf(canvas);  // frames do not wait for the GPU (web/gl-state-shadow.js)
    canvas.addEventListener('webglcontextlost', (e) => {
      e.preventDefault();
      if (window.Module && window.Module.pauseMainLoop) window.Module.pauseMainLoop();
      page.halt();  // render on demand must not wake it again
      showReopen('The graphics context was lost',
                 'WebGL stopped working (a graphics driver reset, or too many open tabs).');
    });

    window.Module = {
      canvas,
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
      setStatus: (text) => { if (text) setStatus(text); },
      locateFile: (path) => path,
      instantiateWasm(imports, receiveInstance) {
        const deferred = deferredPart(imports);
        loadWasm(imports)
          .then((result) => {
            setStatus('Starting…', 0.97);
            deferred.start(result.instance.exports);
            receiveInstance(result.instance, result.module);
          })
          .catch((err) => showError('The playground could not be loaded',
                                    'app.wasm: ' + (err && err.message ? err.message : err),
                                    'Reload the page. If it keeps failing, the files on the ' +
                                    'server may be incomplete.'));
        return {};  // asynchronous: Emscripten waits for receiveInstance
      },
      onAbort(what) { stopped(what); },
    };
    // A trap or a C++ exception in wasm code run from the main loop or an event handler does not
    // go through onAbort; it reaches the window as an uncaught error.
    window.addEventListener('error', (e) => {
      const reason = page.stopReason(e.error);
      if (reason) stopped(reason);
    });

    startFetches();
    const script = document.createElement('script');
    script.src = 'app.js';
    script.onerror = () => showError('The playground could not be loaded',
                                     'app.js could not be downloaded.', 'Reload the page.');
    document.body.appendChild(script);
    setStatus((fromCache ? 'Loading' : 'Downloading') + offlineNote + '…', 0);
  }

  // The offline copy: registered once the page is up (it then precaches this build's files in
  // the background). Needs a secure context (https, or http://localhost); skipped elsewhere.
  function registerServiceWorker() {
    if (!('serviceWorker' in navigator) || !window.isSecureContext || !buildId) return;
    navigator.serviceWorker.register('sw.js?build=' + encodeURIComponent(buildId))
      .catch((e) => console.warn('offline copy not available: ' + (e && e.message ? e.message : e)));
  }

  // What the page prepares while nobody is waiting: the translator's worker, whose module
  // downloads (the offline copy precaches it anyway) and compiles off the main thread, and the
  // figures' few KB of JSON (bottleneck, speed, explanation figures), read into wasm now rather
  // than in a tab's first frame. So the translator's and Explain's first answers do not wait for
  // them. The models still wait for their first use. Not in an embed: a course page may frame
  // several playgrounds that never translate.
  // And the browser's CJK font: the first Chinese text in the page's DOM (the screen-reader
  // summary of a tab with a Chinese preset) has it look for one (its font fallback: about 16 ms
  // of a frame here); a hidden probe laid out once looks for it now.
  function prepareWhileIdle() {
    const begin = () => {
      if (window.__attentionInference) window.__attentionInference.prestart();
      window.__attentionPage.prefetchFigures();
      const probe = document.createElement('span');
      probe.className = 'visually-hidden';
      probe.textContent = '中文';
      document.body.appendChild(probe);
      void probe.getBoundingClientRect();  // lays it out: the text is shaped
      probe.remove();
    };
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: 2000 });
      else begin();
    }, PRESTART_AFTER_MS);
  }

  // The app calls this (through __attentionPage.notifyReady) after its first interactive frame.
  window.attention.ready.then(() => {
    $('loading').hidden = true;
    // Framed (a course page's embed): taking the focus would scroll the host page to the frame.
    if (window.parent === window) {
      $('canvas').focus();
      prepareWhileIdle();
    }
    registerServiceWorker();
  }, () => {});

  start();
})();
