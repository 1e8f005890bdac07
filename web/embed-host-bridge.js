// The playground's side of an embed (docs/embedding.md): active only when the page is in an
// iframe whose URL declares the embedding page's origin (?host=<origin>, set by web/embed.js).
// It then
//   - posts events to that origin only (never "*"): ready, statechange (the link, once it has
//     held still for one poll), exercisecomplete, lessonstep, resize (the content's height, for
//     height="auto") and error (a command the app refused, with its message);
//   - runs commands (setLink, setTab, startExercise, setLesson, setLanguage, setTheme,
//     setChrome) that come from window.parent AND from that origin AND have the right shape
//     (web/embed-protocol.js); a link or lesson over its size limit is answered with an error
//     event naming the limit; anything else is ignored, with one console warning per kind;
//   - applies ?tab=, ?lang= and ?theme= from its URL once the app is ready.
// It watches the app by polling every POLL_MS with __attentionPage.peek, which reads without
// waking the app (the page renders on demand), and uses the exercise and lesson functions only
// if this build has them. Nothing here throws out of an event handler.
import {
  COMMAND_SOURCE, EVENT_SOURCE, PROTOCOL_VERSION, resolveHostOrigin, validateCommand,
} from './embed-protocol.js';

const POLL_MS = 400;
const warned = new Set();

function warnOnce(kind, text) {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`attention-playground: ${text} (later messages like it are ignored silently)`);
}

const messageOf = (e) => String(e && e.message ? e.message : e).slice(0, 4000);
// Calls fn with value, or with what it resolves to if it is a Promise.
function settle(value, fn) {
  if (value && typeof value.then === 'function') value.then(fn, () => {});
  else fn(value);
}

function startBridge(origin) {
  const api = window.attention;
  const page = window.__attentionPage;
  const has = (name) => typeof api[name] === 'function';
  let started = false;
  const queued = [];

  function post(type, fields = {}) {
    try {
      window.parent.postMessage({ source: EVENT_SOURCE, type, ...fields }, origin);
    } catch (e) { /* a value that cannot be cloned: nothing to send */ }
  }
  // The standalone page with this fragment: what a host stores and gives back with setLink.
  const shareUrl = (fragment) => location.origin + location.pathname + (fragment ? '#' + fragment : '');

  function need(name) {
    if (!has(name)) throw new Error(`${name}: this version of the playground does not have it`);
    return api[name];
  }
  const RUN = {
    setLink: (link) => api.loadLink(link),  // a bad link: the app's banner, the state kept
    setTab: (tab) => api.setState({ view: { tab } }),
    startExercise: (id) => need('startExercise')(id),
    setLesson: (lesson) => need('loadLesson')(lesson),
    setLanguage: (lang) => api.setLanguage(lang),
    setTheme: (theme) => api.setState({ view: { theme } }),
    setChrome: (chrome) => api.setState({ view: { embed: !chrome } }),
  };
  function run(type, value) {
    const fail = (e) => post('error', { command: type, message: messageOf(e) });
    try {
      const result = RUN[type](value);
      if (result && typeof result.then === 'function') result.catch(fail);
    } catch (e) {
      fail(e);
    }
  }

  window.addEventListener('message', (event) => {
    try {
      if (event.source === window) return;  // the page's own messages (Emscripten's timers)
      if (event.origin !== origin) {
        warnOnce('origin', `ignored a message from ${event.origin}; commands come from ${origin}`);
        return;
      }
      if (event.source !== window.parent) {
        warnOnce('source', 'ignored a message that did not come from the embedding page itself');
        return;
      }
      const command = validateCommand(event.data);
      if (command.ok) {
        if (started) run(command.type, command.value);
        else queued.push(command);
      } else if (command.kind === 'too-large') {
        post('error', { command: command.type, message: command.reason });
      } else {
        warnOnce(command.kind, `ignored a message: ${command.reason}`);
      }
    } catch (e) {
      warnOnce('internal', 'could not handle a message: ' + messageOf(e));
    }
  });

  // ---- watching the app -----------------------------------------------------------------
  let postedLink = null;  // the fragment of the last statechange (or of ready)
  let seenLink = null;    // the fragment at the last poll
  let postedHeight = -1;
  // id → done, as last seen. The poll at ready only records (what was done before is no news);
  // after it, an exercise seen done that was not done before (or not listed) is reported once.
  const exerciseDone = new Map();
  let priming = true;
  let lessonKey = '';

  function watchLink() {
    const fragment = page.currentHash();
    const settled = fragment === seenLink;
    seenLink = fragment;
    if (!settled || fragment === postedLink) return;
    postedLink = fragment;
    const state = page.peek('getState');
    const tab = state && state.view ? state.view.tab : undefined;
    post('statechange', tab ? { link: shareUrl(fragment), tab } : { link: shareUrl(fragment) });
  }
  function watchHeight() {
    const height = page.peek('contentHeight');
    if (typeof height !== 'number' || Math.abs(height - postedHeight) < 1) return;
    postedHeight = height;
    post('resize', { height });
  }
  function watchExercises() {
    if (!has('exercises')) return;
    const prime = priming;  // as it was when asked (the answer may be a Promise)
    settle(page.peek('exercises'), (list) => {
      if (!Array.isArray(list)) return;
      for (const ex of list) {
        if (!ex || typeof ex.id !== 'string') continue;
        const before = exerciseDone.get(ex.id);
        exerciseDone.set(ex.id, !!ex.done);
        if (!ex.done || before === true || prime) continue;
        settle(has('exerciseStatus') ? page.peek('exerciseStatus', [ex.id]) : null, (s) => {
          post('exercisecomplete', { id: ex.id, attempts: (s && s.attempts) | 0,
                                     hints_used: (s && s.hints_used) | 0 });
        });
      }
    });
  }
  function watchLesson() {
    if (!has('lessonStatus')) return;
    settle(page.peek('lessonStatus'), (s) => {
      if (!s || !s.active) { lessonKey = ''; return; }
      const key = `${s.step}/${s.steps}`;
      if (key === lessonKey) return;
      lessonKey = key;
      post('lessonstep', { step: s.step | 0, steps: s.steps | 0 });
    });
  }
  function poll() {
    for (const watch of [watchLink, watchHeight, watchExercises, watchLesson]) {
      try { watch(); } catch (e) { warnOnce('watch', 'could not read the app: ' + messageOf(e)); }
    }
  }

  api.ready.then(() => {
    const params = new URLSearchParams(location.search);
    for (const [param, type] of [['tab', 'setTab'], ['lang', 'setLanguage'], ['theme', 'setTheme']]) {
      if (!params.has(param)) continue;
      const command = validateCommand({ source: COMMAND_SOURCE, type, [param]: params.get(param) });
      if (command.ok) run(type, command.value);
      else post('error', { command: type, message: command.reason });
    }
    seenLink = postedLink = page.currentHash();
    poll();  // the exercises already done, the lesson's step, the first height
    priming = false;
    started = true;
    post('ready', { version: PROTOCOL_VERSION, link: shareUrl(postedLink) });
    for (const command of queued.splice(0)) run(command.type, command.value);
    setInterval(poll, POLL_MS);
  }, (e) => post('error', { command: '', message: messageOf(e) }));
}

(function () {
  if (window.parent === window) return;  // not framed
  const params = new URLSearchParams(location.search);
  if (!params.has('host')) return;  // a plain iframe (?embed=1 only): no messages
  const ancestors = location.ancestorOrigins;
  const host = resolveHostOrigin(params.get('host'), ancestors && ancestors.length ? ancestors[0] : '',
                                 document.referrer);
  if (!host.origin) {
    console.warn(`attention-playground: no messages to the embedding page: ${host.reason}`);
    return;
  }
  startBridge(host.origin);
})();
