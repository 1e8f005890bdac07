// Shared harness of the real-browser tests (tests/browser/*.test.mjs). Each test file is a
// node:test file run by ctest as `node <file> --dist <web build>/dist [--cli <attention>]`; node's
// test runner prints one line per case and the summary, and exits non-zero if any case fails.
//
//   const h = useHarness();                     // before: static server on 127.0.0.1 + Debian's
//                                               // Chromium; after each case: its pages closed
//   test('name', async () => {
//     const page = await h.open({hash, query}); // fresh context, waits for attention.ready
//     await h.screenshot(page, 'lab');          // tests/browser/artifacts/lab.png, asserted not blank
//   });
//
// Every case opens its own pages: no case depends on another one's page or on its order. Every
// request each page makes is logged (h.requestsOf(page)) so tests can assert that nothing is
// fetched from another host. Playwright drives /usr/bin/chromium (each launch gets a fresh
// temporary profile, each page a fresh context); no browser is ever downloaded. A case fails if
// one of its pages raises an uncaught error or leaves a promise rejection unhandled, unless the
// case declared that error (h.expectPageErrors(/re/)). Pages open as a returning visitor's (the
// welcome already seen, src/ui/welcome_panel.h); a case about the first visit asks for one with
// {firstVisit: true}.
import { chromium } from 'playwright-core';
import { after, afterEach, before } from 'node:test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import util from 'node:util';
import { startServer } from '../support/static-server.mjs';
import { assertNotBlank } from './png.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const ARTIFACTS = path.join(HERE, 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

// The two ways this GPU-less machine can composite the page (Chromium's chrome://gpu says which):
//   'software' (the tests' default, --disable-gpu): the compositor draws on the CPU, so each
//       frame's commit reads the WebGL canvas back (webgl: enabled_readback) and the page's main
//       thread waits there until the GPU process has rasterised the frame with SwiftShader;
//   'gpu' (without --disable-gpu): the compositor draws with GL too (SwiftShader, in the GPU
//       process; gpu_compositing: enabled, webgl: enabled), as a browser with a GPU does, and
//       the canvas reaches the screen without a readback on the main thread.
export const COMPOSITING = ['software', 'gpu'];
export function chromiumArgs(compositing = 'software') {
  if (!COMPOSITING.includes(compositing)) throw new Error(`compositing: ${compositing}?`);
  return compositing === 'gpu' ? CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu') : CHROMIUM_ARGS;
}

// --dist <web build>/dist and --cli <attention binary> (or AP_WEB_DIST / AP_CLI).
export function parseArgs(argv = process.argv.slice(2)) {
  const { values } = util.parseArgs({
    args: argv,
    options: { dist: { type: 'string' }, cli: { type: 'string' } },
    strict: true,
  });
  return {
    dist: values.dist || process.env.AP_WEB_DIST || path.join(ROOT, 'build/web/dist'),
    cli: values.cli || process.env.AP_CLI || path.join(ROOT, 'build/native/src/cli/attention'),
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The localStorage key that says the welcome was seen (src/app/page/welcome.h), set before
// the page's own scripts run; storage the page may not use stays as it is.
export const WELCOMED_KEY = 'attention.welcomed';
function markWelcomed(key) {
  try { window.localStorage.setItem(key, '1'); } catch (e) { /* storage refused: the page copes */ }
}

export class Harness {
  // options: extraArgs (more Chromium switches); argv (the --dist/--cli arguments, when the
  // caller has options of its own, e.g. bench/web/soak.mjs; default: this process's arguments);
  // compositing ('software', the default, or 'gpu': see chromiumArgs).
  async start(options = {}) {
    this.args = parseArgs(options.argv);
    if (!fs.existsSync(path.join(this.args.dist, 'index.html')) ||
        !fs.existsSync(path.join(this.args.dist, 'app.wasm')))
      throw new Error(`no built page at ${this.args.dist} (build the web preset first)`);
    this.server = await startServer(this.args.dist, 0);
    this.base = `http://127.0.0.1:${this.server.address().port}/`;
    this.browser = await chromium.launch({
      executablePath: process.env.AP_CHROMIUM || '/usr/bin/chromium',
      args: [...chromiumArgs(options.compositing), ...(options.extraArgs || [])],
      headless: true,
      timeout: 60000,
    });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    return this;
  }

  constructor() {
    this.requests = [];  // every URL any page requested
    this.pageRequests = new WeakMap();  // page → the URLs it requested
    this.consoleErrors = [];
    this.contexts = [];
    this.pageErrors = [];      // uncaught errors and unhandled rejections of this case's pages
    this.expectedErrors = [];  // the patterns this case declared (expectPageErrors)
  }

  // Declares errors the current case causes on purpose (e.g. stopping the wasm instance): an
  // uncaught error whose message matches one of the patterns does not fail the case.
  expectPageErrors(...patterns) {
    this.expectedErrors.push(...patterns);
  }

  // The end of a case: throws if a page raised an error the case did not declare, then forgets
  // this case's errors and declarations.
  checkPageErrors() {
    const unexpected = this.pageErrors.filter((m) => !this.expectedErrors.some((re) => re.test(m)));
    this.pageErrors = [];
    this.expectedErrors = [];
    if (unexpected.length)
      throw new Error(`the page raised ${unexpected.length} uncaught error(s):\n  ${unexpected.join('\n  ')}`);
  }

  // A fresh browser context (own storage, own clipboard permissions) and page, logging requests.
  // firstVisit: leave localStorage empty, so the page greets a first-time visitor.
  async newPage(contextOptions = {}, { firstVisit = false } = {}) {
    // Service workers are blocked unless a test allows them (tests/browser/offline.test.mjs):
    // page.route() does not see what a worker serves, and each case starts from the network.
    const context = await this.browser.newContext({
      viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, acceptDownloads: true,
      serviceWorkers: 'block', ...contextOptions,
    });
    this.contexts.push(context);
    if (!firstVisit) await context.addInitScript(markWelcomed, WELCOMED_KEY);
    const page = await context.newPage();
    const log = [];
    this.pageRequests.set(page, log);
    page.on('request', (r) => { log.push(r.url()); this.requests.push(r.url()); });
    page.on('pageerror', (e) => {
      this.consoleErrors.push(`pageerror: ${e.message}`);
      this.pageErrors.push(e.message);
    });
    page.on('console', (m) => { if (m.type() === 'error') this.consoleErrors.push(m.text()); });
    page.setDefaultTimeout(30000);
    return page;
  }

  url({ hash = '', query = '' } = {}) {
    return this.base + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  }

  // Opens the page and waits for attention.ready (the first interactive frame).
  async open({ hash = '', query = '', page = null, contextOptions = {}, firstVisit = false } = {}) {
    page = page || (await this.newPage(contextOptions, { firstVisit }));
    await page.goto(this.url({ hash, query }), { waitUntil: 'load' });
    await this.waitReady(page);
    return page;
  }

  async waitReady(page, timeout = 60000) {
    await page.waitForFunction(() => window.attention && window.attention.ready, null, { timeout });
    const started = await page.evaluate(
      (ms) => Promise.race([
        window.attention.ready.then(() => 'ready', (e) => 'failed: ' + e.message),
        new Promise((r) => setTimeout(() => r('timeout'), ms)),
      ]), timeout);
    if (started !== 'ready') throw new Error(`attention.ready did not resolve: ${started}`);
    // The bold, mono and maths faces are fetched after the first frame (src/app/page/late_fonts.h):
    // a test starts from the settled page, so its widths, pixels and frame counts do not change
    // under it when they arrive. tests/browser/fonts.test.mjs checks the order itself.
    await page.waitForFunction(() => window.attention._fontAtlas().lateFontsMerged, null,
                               { timeout, polling: 50 });
  }

  // Lets the app draw n more frames (ImGui applies some changes one frame later). The page
  // renders on demand (src/platform/frame_scheduler.h), so each frame is asked for with
  // attention.requestFrame(), which resolves once that frame is drawn.
  async frames(page, n = 3) {
    await page.evaluate(async (count) => {
      for (let i = 0; i < count; i++) await window.attention.requestFrame();
    }, n);
  }

  // Polls fn() until it returns something truthy and returns that; between tries lets the app
  // draw `frames` frames and sleeps `pauseMs`. Throws "timed out waiting for <what>" after
  // `timeout` ms; `what` may be a function (called then, so the message can show the last value).
  async waitFor(page, what, fn, { timeout = 30000, frames = 2, pauseMs = 50 } = {}) {
    const t0 = Date.now();
    for (;;) {
      const v = await fn();
      if (v) return v;
      if (Date.now() - t0 > timeout) {
        throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
      }
      if (frames > 0) await this.frames(page, frames);
      if (pauseMs > 0) await sleep(pauseMs);
    }
  }

  // Screen rect (CSS pixels) of a widget the UI recorded (src/ui/widget_ids.h); throws if absent.
  async rect(page, id) {
    const r = await page.evaluate((wid) => window.attention._debugItemRect(wid), id);
    if (!r) {
      const ids = await page.evaluate(() => window.attention._debugItemIds());
      throw new Error(`widget "${id}" not on screen; recorded: ${ids.slice(0, 40).join(', ')}${ids.length > 40 ? ', …' : ''}`);
    }
    return { ...r, cx: r.x + r.w / 2, cy: r.y + r.h / 2 };
  }

  // A real click on a widget: move, press, release, each in its own frame (ImGui 1.86 reads the
  // mouse once per frame).
  async click(page, id) {
    const r = await this.rect(page, id);
    await page.mouse.move(r.cx, r.cy);
    await this.frames(page, 1);
    await page.mouse.down();
    await this.frames(page, 1);
    await page.mouse.up();
    await this.frames(page, 3);
    return r;
  }

  // A real mouse drag from one point to another in small steps, one frame each (ImGui 1.86 reads
  // the mouse once per frame, so all events inside one frame would look like a jump).
  async drag(page, from, to, steps = 12) {
    await page.mouse.move(from.x, from.y);
    await this.frames(page, 2);
    await page.mouse.down();
    await this.frames(page, 2);
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await this.frames(page, 1);
    }
    await page.mouse.up();
    await this.frames(page, 3);
  }

  // Saves tests/browser/artifacts/<name>.png and asserts it is not blank.
  async screenshot(page, name) {
    const file = path.join(ARTIFACTS, `${name}.png`);
    const png = await page.screenshot({ path: file });
    return assertNotBlank(png, `screenshot ${name}.png`);
  }

  // The URLs one page requested (since it was made by newPage/open).
  requestsOf(page) {
    return this.pageRequests.get(page) || [];
  }

  // Requests of `page` that did not go to our own server (data:/blob: URLs stay in the page).
  foreignRequests(page) {
    return this.requestsOf(page).filter((u) => !u.startsWith(this.base) && !/^(data|blob):/.test(u));
  }

  // Runs the native CLI: returns {status, stdout, stderr}.
  cli(args, input) {
    if (!fs.existsSync(this.args.cli)) throw new Error(`attention CLI not found at ${this.args.cli} (pass --cli)`);
    const r = spawnSync(this.args.cli, args, { input, encoding: 'utf8', timeout: 60000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  // Closes every context (and so every page) opened since the last call: the end of a case.
  async closePages() {
    const contexts = this.contexts;
    this.contexts = [];
    for (const c of contexts) await c.close().catch(() => {});
  }

  async close() {
    await this.closePages();
    if (this.browser) await this.browser.close().catch(() => {});
    if (this.server) await new Promise((r) => this.server.close(r));
  }
}

// Registers the file's hooks: start the server and the browser before the first case, close each
// case's pages after it and fail it if they raised an error it did not declare, report the
// browser's console errors and shut down after the last case.
// If the start fails (no built page, no Chromium), every case fails with the reason.
export function useHarness(options = {}) {
  const h = new Harness();
  before(() => h.start(options));
  afterEach(async () => {
    await h.closePages();
    h.checkPageErrors();
  });
  after(async () => {
    if (h.consoleErrors.length) console.log(`# browser console errors:\n#   ${h.consoleErrors.join('\n#   ')}`);
    await h.close();
  });
  return h;
}
