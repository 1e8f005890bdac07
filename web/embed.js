// <attention-playground>: the playground as a web component for course pages and slides
// (docs/embedding.md). One module script, then the element:
//   <script type="module" src="https://example.org/attention/embed.js"></script>
//   <attention-playground link="v1.…" tab="lab" height="480"></attention-playground>
// It wraps the page in an iframe with a title. Attributes, each reflected as a property: src (the
// playground's page; default: the folder this file was loaded from), link, tab, exercise, lesson,
// chrome (on/off; off, the default, hides the toolbar and tab bar), lang, theme, height (CSS
// pixels, or "auto" to follow the content) and title (the iframe's). Changing one after the
// iframe has loaded sends a command (no reload; only src reloads). Methods: setLink(link),
// setTab(tab), startExercise(id). The iframe's events (ready, statechange, exercisecomplete,
// lessonstep, resize, error) are dispatched on the element as CustomEvents, detail = the message.
// The protocol and its checks: web/embed-protocol.js.
import {
  COMMAND_SOURCE, LANGUAGES, TABS, THEMES, frameUrl, nextAutoHeight, originOf, parseChrome,
  parseHeight, validateEvent,
} from './embed-protocol.js';

const DEFAULT_SRC = new URL('./', import.meta.url).href;
const DEFAULT_TITLE = 'Attention Playground';

// Attribute → the command that applies it to a loaded playground (value → message fields).
const COMMAND_OF = {
  link: (v) => v && { type: 'setLink', link: v },
  tab: (v) => TABS.includes(v) && { type: 'setTab', tab: v },
  exercise: (v) => v && { type: 'startExercise', id: v },
  lesson: (v) => v && { type: 'setLesson', lesson: v },
  lang: (v) => LANGUAGES.includes(v) && { type: 'setLanguage', lang: v },
  theme: (v) => THEMES.includes(v) && { type: 'setTheme', theme: v },
  chrome: (v) => ({ type: 'setChrome', chrome: parseChrome(v) }),
};
const CHECKED = { tab: TABS, lang: LANGUAGES, theme: THEMES };
const ATTRIBUTES = ['src', 'link', 'tab', 'exercise', 'lesson', 'chrome', 'lang', 'theme', 'height',
  'title'];

class AttentionPlayground extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  constructor() {
    super();
    this.frame = null;
    this.ready = false;        // the page inside has said ready since the iframe last loaded
    this.currentLink = '';     // the link of the last ready / statechange
    this.contentHeight = 0;    // the page's content height, from its last resize event
    this.autoHeight = 0;       // with height="auto": the height it has now (0: none yet)
    this.autoFloor = 0;        // see nextAutoHeight (web/embed-protocol.js)
    this.onMessage = (event) => this.receive(event);
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;max-width:100%}' +
      'iframe{display:block;width:100%;height:100%;border:0}</style>';
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    if (!this.frame) this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback(name, old, value) {
    if (!this.frame) return;  // load() reads every attribute
    if (name === 'src') { this.load(); return; }
    if (name === 'height') { this.applyHeight(); return; }
    if (name === 'title') { this.frame.title = value || DEFAULT_TITLE; return; }
    if (CHECKED[name] && value !== null && !CHECKED[name].includes(value))
      console.warn(`<attention-playground>: ${name}="${value}" is not one of ${CHECKED[name].join(', ')}`);
    const message = COMMAND_OF[name] && COMMAND_OF[name](value);
    if (message && this.ready) this.send(message);
  }

  // The playground's page, as an absolute URL (the default one if src is no URL).
  get frameSrc() {
    const src = this.getAttribute('src');
    if (src) {
      try {
        return new URL(src, document.baseURI).href;
      } catch (e) {
        console.warn(`<attention-playground>: src="${src}" is not a URL; using ${DEFAULT_SRC}`);
      }
    }
    return DEFAULT_SRC;
  }

  load() {
    const hostOrigin = originOf(location.href);
    if (!hostOrigin)
      console.warn('<attention-playground>: this page is not served over http(s), so the ' +
                   'playground cannot send it events (open it through a web server)');
    if (!this.frame) {
      this.frame = document.createElement('iframe');
      this.frame.setAttribute('allow', 'clipboard-write; fullscreen');
      this.shadowRoot.appendChild(this.frame);
    }
    this.ready = false;
    this.contentHeight = this.autoHeight = this.autoFloor = 0;
    this.frame.title = this.getAttribute('title') || DEFAULT_TITLE;
    this.applyHeight();
    this.frame.src = frameUrl({
      src: this.frameSrc, hostOrigin, link: this.getAttribute('link') || '',
      tab: this.getAttribute('tab') || '', chrome: parseChrome(this.getAttribute('chrome')),
      lang: this.getAttribute('lang') || '', theme: this.getAttribute('theme') || '',
    });
  }

  // The element's height: the attribute's pixels, or with "auto" one that follows the content
  // height the page reports (480 until it has; nextAutoHeight says how).
  applyHeight() {
    const height = parseHeight(this.getAttribute('height'));
    if (!height.auto) {
      this.autoHeight = 0;
      this.style.height = height.px + 'px';
      return;
    }
    const current = this.autoHeight || height.px;
    if (this.contentHeight > 0) {
      const next = nextAutoHeight(current, this.contentHeight, this.autoFloor);
      this.autoHeight = next.height;
      this.autoFloor = next.floor;
    }
    this.style.height = (this.autoHeight || current) + 'px';
  }

  send(message) {
    const origin = originOf(this.frameSrc);
    if (!this.frame || !this.frame.contentWindow || !origin) return;
    this.frame.contentWindow.postMessage({ source: COMMAND_SOURCE, ...message }, origin);
  }

  receive(event) {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    if (event.origin !== originOf(this.frameSrc)) return;
    const checked = validateEvent(event.data);
    if (!checked.ok) return;
    const data = event.data;
    if (data.type === 'ready') {
      this.ready = true;
      // What the iframe's URL could not carry: the exercise and the lesson.
      for (const name of ['exercise', 'lesson']) {
        const message = COMMAND_OF[name](this.getAttribute(name));
        if (message) this.send(message);
      }
    }
    if (data.type === 'ready' || data.type === 'statechange') {
      this.currentLink = data.link || '';
      this.autoFloor = 0;  // another state, another layout: it may shrink again
      this.applyHeight();
    }
    if (data.type === 'resize') {
      this.contentHeight = data.height;
      this.applyHeight();
    }
    this.dispatchEvent(new CustomEvent(data.type, { detail: data }));
  }

  setLink(link) { this.setAttribute('link', String(link)); }
  setTab(tab) { this.setAttribute('tab', String(tab)); }
  startExercise(id) { this.setAttribute('exercise', String(id)); }
}

// Every attribute as a property of the same name (null when absent; null removes it).
for (const name of ATTRIBUTES) {
  if (name === 'title') continue;  // HTMLElement has title already, and it reflects
  Object.defineProperty(AttentionPlayground.prototype, name, {
    get() { return this.getAttribute(name); },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
    configurable: true,
  });
}

if (!customElements.get('attention-playground'))
  customElements.define('attention-playground', AttentionPlayground);

export { AttentionPlayground };
