// Shared harness of the real-browser tests (tests/browser/*.test.mjs). Each test file is a
// standalone node script run by ctest as `node <file> --dist <web build>/dist [--cli <attention>]`.
//
//   const h = await Harness.start();            // static server on 127.0.0.1 + Debian's Chromium
//   const page = await h.open({hash, query});   // fresh context, waits for attention.ready
//   await h.screenshot(page, 'lab');            // tests/browser/artifacts/lab.png, asserted not blank
//   h.test('name', async () => {...});  await h.run();   // prints "N passed, M failed", exits
//
// Every request each page makes is logged (h.requests) so tests can assert that nothing is
// fetched from another host. Playwright drives /usr/bin/chromium (each launch gets a fresh
// temporary profile, each page a fresh context); no browser is ever downloaded.
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/static-server.mjs';
import { assertNotBlank } from './png.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const ARTIFACTS = path.join(HERE, 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export function parseArgs(argv = process.argv.slice(2)) {
  const args = {
    dist: process.env.AP_WEB_DIST || path.join(ROOT, 'build/web/dist'),
    cli: process.env.AP_CLI || path.join(ROOT, 'build/native/src/cli/attention'),
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dist') args.dist = argv[++i];
    else if (argv[i] === '--cli') args.cli = argv[++i];
  }
  return args;
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Harness {
  static async start(options = {}) {
    const h = new Harness();
    h.args = parseArgs();
    if (!fs.existsSync(path.join(h.args.dist, 'index.html')) ||
        !fs.existsSync(path.join(h.args.dist, 'app.wasm')))
      throw new Error(`no built page at ${h.args.dist} (build the web preset first)`);
    h.server = await startServer(h.args.dist, 0);
    h.base = `http://127.0.0.1:${h.server.address().port}/`;
    h.browser = await chromium.launch({
      executablePath: process.env.AP_CHROMIUM || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...(options.extraArgs || [])],
      headless: true,
      timeout: 60000,
    });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    return h;
  }

  constructor() {
    this.tests = [];
    this.requests = [];  // every URL any page requested
    this.consoleErrors = [];
    this.contexts = [];
  }

  // A fresh browser context (own storage, own clipboard permissions) and page, logging requests.
  async newPage(contextOptions = {}) {
    const context = await this.browser.newContext({
      viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, acceptDownloads: true,
      ...contextOptions,
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.on('request', (r) => this.requests.push(r.url()));
    page.on('pageerror', (e) => this.consoleErrors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') this.consoleErrors.push(m.text()); });
    page.setDefaultTimeout(30000);
    return page;
  }

  url({ hash = '', query = '' } = {}) {
    return this.base + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  }

  // Opens the page and waits for attention.ready (the first interactive frame).
  async open({ hash = '', query = '', page = null, contextOptions = {} } = {}) {
    page = page || (await this.newPage(contextOptions));
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
  }

  // Lets the app draw a few more frames (ImGui applies some changes one frame later).
  async frames(page, n = 3) {
    await page.evaluate((count) => new Promise((resolve) => {
      let left = count;
      const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
      requestAnimationFrame(step);
    }), n);
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

  // Saves tests/browser/artifacts/<name>.png and asserts it is not blank.
  async screenshot(page, name) {
    const file = path.join(ARTIFACTS, `${name}.png`);
    const png = await page.screenshot({ path: file });
    return assertNotBlank(png, `screenshot ${name}.png`);
  }

  // Requests that did not go to our own server (data:/blob: URLs stay in the page).
  foreignRequests() {
    return this.requests.filter((u) => !u.startsWith(this.base) && !/^(data|blob):/.test(u));
  }

  // Runs the native CLI: returns {status, stdout, stderr}.
  cli(args, input) {
    if (!fs.existsSync(this.args.cli)) throw new Error(`attention CLI not found at ${this.args.cli} (pass --cli)`);
    const r = spawnSync(this.args.cli, args, { input, encoding: 'utf8', timeout: 60000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  test(name, fn) { this.tests.push({ name, fn }); }

  async run() {
    let passed = 0, failed = 0;
    for (const t of this.tests) {
      const t0 = Date.now();
      try {
        await t.fn();
        passed++;
        console.log(`ok   ${t.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAIL ${t.name}: ${e && e.stack ? e.stack : e}`);
      }
    }
    if (this.consoleErrors.length) console.log(`browser console errors:\n  ${this.consoleErrors.join('\n  ')}`);
    await this.close();
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }

  async close() {
    for (const c of this.contexts) await c.close().catch(() => {});
    await this.browser.close().catch(() => {});
    await new Promise((r) => this.server.close(r));
  }
}

// Runs main(h) with a started harness; a harness failure exits non-zero with the reason.
export async function runTests(main) {
  let h;
  try {
    h = await Harness.start();
  } catch (e) {
    console.log(`FAIL harness: ${e && e.message ? e.message : e}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  await main(h);
  await h.run();
}
