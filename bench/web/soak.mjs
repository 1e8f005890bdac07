#!/usr/bin/env node
// Browser soak: a benchmark, not a unit test. Opens the built page in headless
// Chromium through the browser tests' harness (tests/browser/harness.mjs) and, for --seconds N
// (default 600), does what a user does, at random: clicks on the widgets the UI recorded (tabs
// included) and on random points, drags, wheel scrolls, typing (English, French, Chinese,
// numbers), undo/redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y), loading share links seen earlier (through
// the URL's fragment and through attention.loadLink), language switches. Every --sample seconds
// it records the wasm heap (linear memory size, and the bytes malloc has handed out: a leak makes
// that climb), the CPU time of each frame inside the app (attention._frameTimes) and the interval
// between animation frames in the browser.
//
// It prints one line per sample, then a JSON summary (last line), and exits 1 if the page logged
// any console error or uncaught exception, the error panel appeared, or the page stopped
// answering (then the last actions are printed; the same --seed replays the same session).
//   node bench/web/soak.mjs [--seconds 600] [--seed 1] [--sample 5] [--dist build/web/dist]
// ctest runs a 60-second version (browser.soak).
import { parseArgs } from 'node:util';
import { Harness } from '../../tests/browser/harness.mjs';

let opts;
try {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '600' },
      seed: { type: 'string', default: '1' },
      sample: { type: 'string', default: '5' },
      dist: { type: 'string' },
    },
    strict: true,
  });
  opts = { seconds: Number(values.seconds), seed: Number(values.seed),
           sample: Number(values.sample), dist: values.dist };
  for (const k of ['seconds', 'seed', 'sample'])
    if (!(opts[k] > 0)) throw new Error(`--${k} must be a positive number`);
} catch (e) {
  console.error(`soak: ${e.message}\nusage: node bench/web/soak.mjs [--seconds 600] [--seed 1] [--sample 5] [--dist build/web/dist]`);
  process.exit(2);
}

let seed = opts.seed >>> 0 || 1;
const rand = () => {  // xorshift32: the same seed replays the same session
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
};
const pick = (a) => a[Math.floor(rand() * a.length)];
const TEXTS = ['the council signed the law .', 'mother and child', '研表究明', 'animals',
               'été 1992', '3', '-0.5', 'abc', '0.25', '牛', '1e39', '0', '2 3\n4 5'];
const ACTIONS = ['widget', 'widget', 'widget', 'widget', 'tab', 'click', 'drag', 'drag', 'wheel',
                 'type', 'undo', 'redo', 'link', 'language'];

const quantile = (sorted, p) =>
  (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
const MB = (bytes) => Math.round(bytes / 1048576 * 10) / 10;

// A page that does not answer within 30 s is a failure, not a hang.
function answer(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer in 30 s (${what})`)), 30000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const h = new Harness();
await h.start({ argv: opts.dist ? ['--dist', opts.dist] : [] });
let exitCode = 0;
try {
  // Clipboard allowed, as in a real browser after the user's click (Copy link writes to it).
  const page = await h.open({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });
  const { width, height } = page.viewportSize();
  const at = () => [rand() * width, rand() * height];
  await page.evaluate(() => {  // the browser's frame intervals, drained at each sample
    window.__soakFrames = [];
    let last = performance.now();
    const tick = (t) => { window.__soakFrames.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.evaluate(() => window.attention._resetFrameTimes());

  const links = [await page.evaluate(() => window.attention.getLink())];
  const counts = {};
  const recent = [];  // the last actions, printed if something fails
  const samples = [];
  const appFrames = [];
  const rafFrames = [];
  const t0 = Date.now();
  let nextSample = 0;
  let failure = '';

  const takeSample = async () => {
    const s = await answer(page.evaluate(() => {
      const raf = window.__soakFrames.splice(0);
      const app = window.attention._frameTimes();
      window.attention._resetFrameTimes();
      return { heap: window.attention._heapStats(), app, raf };
    }), 'sample');
    appFrames.push(...s.app);
    rafFrames.push(...s.raf);
    const app = s.app.slice().sort((a, b) => a - b);
    samples.push({ t: Math.round((Date.now() - t0) / 1000), memoryMB: MB(s.heap.memoryBytes),
                   mallocMB: MB(s.heap.mallocInUseBytes), frames: s.app.length,
                   appMedianMs: quantile(app, 0.5), appP95Ms: quantile(app, 0.95) });
  };

  const spentMs = {};  // per kind of action: time spent, to report the mean
  while (Date.now() - t0 < opts.seconds * 1000) {
    const action = pick(ACTIONS);
    const started = Date.now();
    counts[action] = (counts[action] || 0) + 1;
    let detail = '';
    try {
      if (action === 'widget' || action === 'tab') {
        const ids = await answer(page.evaluate(() => window.attention._debugItemIds()), 'widget ids');
        const pool = action === 'tab' ? ids.filter((i) => i.startsWith('tab/')) : ids;
        if (pool.length) {
          detail = pick(pool);
          // The widget may have gone since the ids were read (a tab switch): then it is a miss.
          await answer(h.click(page, detail).catch((e) => {
            if (!/not on screen/.test(e.message)) throw e;
          }), `click ${detail}`);
        }
      } else if (action === 'click') {
        const [x, y] = at();
        detail = `${x.toFixed(0)},${y.toFixed(0)}`;
        await page.mouse.click(x, y);
      } else if (action === 'drag') {
        const [x, y] = at();
        detail = `from ${x.toFixed(0)},${y.toFixed(0)}`;
        await page.mouse.move(x, y);
        await h.frames(page, 1);
        await page.mouse.down();
        for (let i = 0; i < 4; i++) {
          await page.mouse.move(...at(), { steps: 3 });
          await h.frames(page, 1);
        }
        await page.mouse.up();
      } else if (action === 'wheel') {
        await page.mouse.move(...at());
        await page.mouse.wheel(0, (rand() - 0.5) * 600);
      } else if (action === 'type') {
        detail = pick(TEXTS);
        await page.keyboard.type(detail);
        if (rand() < 0.5) await page.keyboard.press(rand() < 0.8 ? 'Enter' : 'Escape');
      } else if (action === 'undo') {
        await page.keyboard.press('Control+z');
      } else if (action === 'redo') {
        detail = rand() < 0.5 ? 'Control+Shift+z' : 'Control+y';
        await page.keyboard.press(detail);
      } else if (action === 'link') {
        const link = pick(links);
        detail = link.split('#')[1].slice(0, 40);
        if (rand() < 0.5) {  // the user pastes a link into the address bar (hashchange)
          await page.evaluate((l) => { location.hash = l.split('#')[1]; }, link);
        } else {
          await answer(page.evaluate((l) => window.attention.loadLink(l), link), 'loadLink');
        }
      } else if (action === 'language') {
        detail = pick(['en', 'zh']);
        await answer(page.evaluate((l) => window.attention.setLanguage(l), detail), 'setLanguage');
      }
      await answer(h.frames(page, 2), 'frames');
      // Copy link can still fall back to the text field (e.g. the page lost focus): close it.
      if (await page.isVisible('#copy-fallback')) await page.click('#copy-fallback-close');
      if (rand() < 0.2) links.push(await answer(page.evaluate(() => window.attention.getLink()), 'getLink'));
      if (links.length > 50) links.splice(1, 1);  // keep the first (default) link
    } catch (e) {
      failure = `${action} ${detail}: ${e.message.split('\n')[0]}`;
    }
    spentMs[action] = (spentMs[action] || 0) + (Date.now() - started);
    recent.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${action} ${detail}`);
    if (recent.length > 15) recent.shift();
    if (!failure && await page.isVisible('#error')) {
      failure = 'the error panel appeared: ' + (await page.textContent('#error'));
    }
    if (!failure && h.consoleErrors.length) failure = 'console error: ' + h.consoleErrors[0];
    if (failure) break;
    if (Date.now() - t0 >= nextSample) {
      await takeSample();
      nextSample += opts.sample * 1000;
    }
  }
  if (!failure) await takeSample();

  for (const s of samples) {
    console.log(`t=${String(s.t).padStart(4)} s  wasm memory ${s.memoryMB} MB  malloc in use ` +
                `${s.mallocMB} MB  frames ${s.frames}  frame CPU median ` +
                `${s.appMedianMs.toFixed(1)} ms p95 ${s.appP95Ms.toFixed(1)} ms`);
  }
  if (failure) console.log(`FAILED: ${failure}\nlast actions (seed ${opts.seed}):\n  ${recent.join('\n  ')}`);
  if (h.consoleErrors.length) console.log(`console errors:\n  ${h.consoleErrors.join('\n  ')}`);
  const range = (k) => {
    const v = samples.map((s) => s[k]);
    return { first: v[0], min: Math.min(...v), max: Math.max(...v), last: v[v.length - 1] };
  };
  appFrames.sort((a, b) => a - b);
  rafFrames.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  const summary = {
    seconds: opts.seconds, seed: opts.seed,
    ranSeconds: Math.round((Date.now() - t0) / 1000),
    actions: Object.values(counts).reduce((a, b) => a + b, 0), byKind: Object.fromEntries(
      Object.entries(counts).map(([k, n]) => [k, { n, meanMs: Math.round(spentMs[k] / n) }])),
    consoleErrors: h.consoleErrors.length,
    wasmMemoryMB: range('memoryMB'), mallocInUseMB: range('mallocMB'),
    frameCpuMs: { frames: appFrames.length, median: round(quantile(appFrames, 0.5)),
                  p95: round(quantile(appFrames, 0.95)), max: round(appFrames[appFrames.length - 1]) },
    frameIntervalMs: { median: round(quantile(rafFrames, 0.5)), p95: round(quantile(rafFrames, 0.95)) },
    failure,
  };
  console.log(JSON.stringify(summary));
  if (failure || h.consoleErrors.length) exitCode = 1;
} finally {
  await h.close();
}
process.exit(exitCode);
