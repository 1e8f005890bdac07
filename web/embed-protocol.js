// The embedding protocol (docs/embedding.md): the messages between a page that embeds the
// playground (the <attention-playground> element, web/embed.js) and the playground inside its
// iframe (web/embed-host-bridge.js). Pure functions, no DOM: both sides import them, and
// tests/browser/embed-protocol.test.mjs checks them under node.
//
//   iframe → host   {source: "attention-playground", type, …}        EVENTS below
//   host → iframe   {source: "attention-playground-host", type, …}   COMMANDS below
// Each is a postMessage with an exact targetOrigin; each side also checks event.source and
// event.origin before it looks at the data (the checks that need a window are in the two scripts).

export const EVENT_SOURCE = 'attention-playground';
export const COMMAND_SOURCE = 'attention-playground-host';
export const PROTOCOL_VERSION = 1;

// The tabs (src/app/state/view_state.h, kTabNames), the languages and themes the page knows.
export const TABS = ['lab', 'batched', 'translate', 'bottleneck', 'painting', 'self', 'heads',
  'tour', 'train', 'explain', 'exercises'];
export const LANGUAGES = ['en', 'zh'];
export const THEMES = ['auto', 'light', 'dark'];

// Longest text a command may carry: a link is at most 256 KiB of fragment plus its URL
// (docs/share-links.md); a lesson (a link or JSON) at most 1 MiB, the page API's own limit. The
// link's and the lesson's are counted as the page copies them into the app (copiedBytes), as
// web/attention-api.js counts loadLink's and loadLesson's arguments, with the same limits.
const MAX_LINK = 300 * 1024;
const MAX_LESSON = 1024 * 1024;
const MAX_ID = 200;

const text = (max) => (v) => typeof v === 'string' && v.length > 0 && v.length <= max;
const oneOf = (list) => (v) => list.includes(v);
const count = (v) => Number.isInteger(v) && v >= 0 && v <= 1e6;

// The bytes `value` takes as the only argument of a page API call: the UTF-8 of
// JSON.stringify([value]), quotes and escapes included (a quote in the text counts 2). Lone
// surrogates come out of JSON.stringify escaped, so every surrogate left is half of a 4-byte pair.
export function copiedBytes(value) {
  const json = JSON.stringify([value]);
  let bytes = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

// Each command: its one field and that field's check; `max`: the most bytes the field's text may
// take as the page copies it (checked after `ok`).
export const COMMANDS = {
  setLink: { field: 'link', ok: text(Infinity), max: MAX_LINK, expect: 'a share link or its fragment' },
  setTab: { field: 'tab', ok: oneOf(TABS), expect: 'one of ' + TABS.join(', ') },
  startExercise: { field: 'id', ok: text(MAX_ID), expect: 'an exercise id' },
  setLesson: { field: 'lesson', ok: text(Infinity), max: MAX_LESSON,
               expect: 'a lesson link or JSON text' },
  setLanguage: { field: 'lang', ok: oneOf(LANGUAGES), expect: 'one of ' + LANGUAGES.join(', ') },
  setTheme: { field: 'theme', ok: oneOf(THEMES), expect: 'one of ' + THEMES.join(', ') },
  setChrome: { field: 'chrome', ok: (v) => typeof v === 'boolean', expect: 'true or false' },
};

// Each event: its fields and their checks (the host side checks what it re-dispatches).
export const EVENTS = {
  ready: { version: count, link: text(MAX_LINK) },
  statechange: { link: text(MAX_LINK), tab: oneOf(TABS) },
  exercisecomplete: { id: text(MAX_ID), attempts: count, hints_used: count },
  lessonstep: { step: count, steps: count },
  resize: { height: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1e6 },
  error: { command: (v) => typeof v === 'string' && v.length <= 64, message: text(4096) },
};

function isPlainObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// The reason a text field is refused for its size, or '' if it fits. A text longer than `max`
// characters is over without counting: its JSON is at least its length + 4 bytes.
function oversize(type, field, value, max) {
  const counted = value.length + 4 <= max;
  const bytes = counted ? copiedBytes(value) : value.length + 4;
  if (bytes <= max) return '';
  return `${type}: field "${field}" is ${counted ? '' : 'at least '}` +
         `${bytes.toLocaleString('en-US')} bytes as the page copies it; ` +
         `the limit is ${max.toLocaleString('en-US')} bytes`;
}

// A message the host sent: {ok: true, type, value} or {ok: false, kind, reason}, where kind says
// what the page does with it: "not-ours" (no protocol message at all, e.g. another library's) and
// "shape" (ours but malformed) give one console warning each; "too-large" (a well-formed command
// whose text is over its limit; `type` is set) is answered with an error event. Never throws,
// whatever `data` is.
export function validateCommand(data) {
  try {
    if (!isPlainObject(data) || data.source !== COMMAND_SOURCE)
      return { ok: false, kind: 'not-ours', reason: `not a message from ${COMMAND_SOURCE}` };
    const spec = Object.prototype.hasOwnProperty.call(COMMANDS, data.type) ? COMMANDS[data.type] : null;
    if (!spec) {
      return { ok: false, kind: 'shape',
               reason: `unknown command ${JSON.stringify(String(data.type)).slice(0, 80)} ` +
                       `(expected ${Object.keys(COMMANDS).join(', ')})` };
    }
    const value = data[spec.field];
    if (!spec.ok(value)) {
      return { ok: false, kind: 'shape',
               reason: `${data.type}: field "${spec.field}" must be ${spec.expect}` };
    }
    const tooLarge = spec.max ? oversize(data.type, spec.field, value, spec.max) : '';
    if (tooLarge) return { ok: false, kind: 'too-large', type: data.type, reason: tooLarge };
    return { ok: true, type: data.type, value };
  } catch (e) {  // a getter that throws, a revoked proxy: not a message we can read
    return { ok: false, kind: 'shape', reason: 'unreadable message' };
  }
}

// A message the iframe sent: {ok: true, type} or {ok: false, reason}. Fields beyond the listed
// ones are allowed (a newer page may add some); the listed ones, when present, must be valid.
export function validateEvent(data) {
  try {
    if (!isPlainObject(data) || data.source !== EVENT_SOURCE)
      return { ok: false, reason: `not a message from ${EVENT_SOURCE}` };
    const spec = Object.prototype.hasOwnProperty.call(EVENTS, data.type) ? EVENTS[data.type] : null;
    if (!spec) return { ok: false, reason: 'unknown event type' };
    for (const [field, ok] of Object.entries(spec)) {
      if (field in data && !ok(data[field])) return { ok: false, reason: `${data.type}.${field}` };
    }
    return { ok: true, type: data.type };
  } catch (e) {
    return { ok: false, reason: 'unreadable message' };
  }
}

// The origin of a URL ("https://x.org:8443"), or '' if `url` is no http(s) URL.
export function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch (e) {
    return '';
  }
}

// Which origin the page inside the iframe talks to. The element declares its page's origin in
// the iframe's URL (?host=<origin>); the page believes it only if the browser agrees where it can
// tell: location.ancestorOrigins[0] (Chromium, Safari), else document.referrer (sent by default
// as at least the origin). With neither (Firefox under a no-referrer policy) the declared origin
// is used: it is safe, because postMessage delivers to that origin only and commands are
// accepted from that origin only. {origin} or {origin: '', reason}.
export function resolveHostOrigin(declared, ancestorOrigin, referrer) {
  const origin = originOf(declared || '');
  if (!declared) return { origin: '', reason: 'no ?host= parameter' };
  if (!origin || origin !== declared)
    return { origin: '', reason: `?host=${declared} is not an http(s) origin` };
  if (ancestorOrigin) {
    return ancestorOrigin === origin ? { origin }
      : { origin: '', reason: `?host=${declared} but the embedding page is ${ancestorOrigin}` };
  }
  const fromReferrer = originOf(referrer || '');
  if (fromReferrer && fromReferrer !== origin)
    return { origin: '', reason: `?host=${declared} but the embedding page is ${fromReferrer}` };
  return { origin };
}

// The fragment of a share link: "https://x.org/ap/#v1.AB" → "v1.AB"; a bare fragment
// ("v1.AB" or "#v1.AB") stays itself.
export function linkFragment(link) {
  const s = String(link || '').trim();
  const hash = s.indexOf('#');
  return hash >= 0 ? s.slice(hash + 1) : s;
}

// The iframe's address: the playground page `src` with ?embed=1 (unless chrome is on), the host's
// origin, and the tab, language and theme to open with; the link as the fragment. Unknown tab,
// language or theme values are left out (the element warns about them).
export function frameUrl({ src, hostOrigin, link = '', tab = '', chrome = false, lang = '', theme = '' }) {
  const url = new URL(src);
  const q = url.searchParams;
  if (!chrome) q.set('embed', '1');
  if (hostOrigin) q.set('host', hostOrigin);
  if (TABS.includes(tab)) q.set('tab', tab);
  if (LANGUAGES.includes(lang)) q.set('lang', lang);
  if (THEMES.includes(theme)) q.set('theme', theme);
  const fragment = linkFragment(link);
  url.hash = fragment ? '#' + fragment : '';
  return url.href;
}

// The height attribute: {auto: true} for "auto", else {auto: false, px} (a number of CSS pixels,
// "480" or "480px"); anything else → the default 480.
export function parseHeight(value) {
  const s = String(value == null ? '' : value).trim().toLowerCase();
  if (s === 'auto') return { auto: true, px: 480 };
  const m = /^(\d{2,5})(px)?$/.exec(s);
  const px = m ? Number(m[1]) : NaN;
  return { auto: false, px: px >= 100 && px <= 10000 ? px : 480 };
}

// height="auto": the element's next height, given its current one, the content height the page
// reported and `floor`, the largest height found too small since the state last changed. It grows
// to the content at once; it shrinks only to heights above the floor. Some views grow with their
// window (a heatmap that takes a share of it), so the content height depends on the height: the
// floor stops a loop between two heights, and since it rises with every growth the sequence
// ends. Within AUTO_MIN..AUTO_MAX. Returns {height, floor}.
export const AUTO_MIN = 200;
export const AUTO_MAX = 6000;
export function nextAutoHeight(current, content, floor) {
  const wanted = Math.min(AUTO_MAX, Math.max(AUTO_MIN, Math.ceil(content)));
  if (wanted > current) return { height: wanted, floor: Math.max(floor, current) };
  if (wanted < current && wanted > floor) return { height: wanted, floor };
  return { height: current, floor };
}

// The chrome attribute: "on" / "true" / "1" / "" (present without a value) → true.
export function parseChrome(value) {
  if (value == null) return false;
  return ['', 'on', 'true', '1', 'yes'].includes(String(value).trim().toLowerCase());
}
