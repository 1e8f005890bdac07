#!/usr/bin/env node
// Browser soak (issue 14): a benchmark, not a unit test. Opens the built page in headless
// Chromium (the browser tests' harness) and, for --seconds N (default 600), does random things a
// user does: clicks on recorded widgets (tabs and buttons included) and on random points, drags,
// typing (English, French, Chinese), undo/redo (Ctrl+Z / Ctrl+Shift+Z), loading share links seen
// earlier, language switches. Every 5 s it samples the wasm heap size and the frame times
// (requestAnimationFrame intervals). At the end it prints a summary (JSON, last line) and exits
// non-zero if the page logged any console error or uncaught exception, the error panel appeared,
// or the page stopped answering.
//   node scripts/soak.mjs [--seconds N] [--seed S] [--dist build/web/dist]
// ctest runs a 60-second version (browser.soak).
import { parseArgs } from 'node:util';
import { Harness } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    seed: { type: 'string', default: '1' },
    dist: { type: 'string' },
    cli: { type: 'string' },
  },
  strict: true,
});
const seconds = Number(opts.seconds);

let seed = Number(opts.seed) >>> 0 || 1;
const rand = () => {  // xorshift32: the same seed replays the same session
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
};
const pick = (a) => a[Math.floor(rand() * a.length)];
const TEXTS = ['the council signed the law .', 'mother and child', '研表究明', 'animals',
               'été 1992', '3', '-0.5', 'abc', '0.25', '牛', '\t', '1e39'];

const h = await Harness.start();
const page = await h.open();
const viewport = page.viewportSize();
await page.evaluate(() => {  // frame-time recorder: every rAF interval since the last sample
  window.__soakFrames = [];
  let last = performance.now();
  const tick = (t) => { window.__soakFrames.push(t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
const sample = () => page.evaluate(() => {
  const f = window.__soakFrames.splice(0).sort((a, b) => a - b);
  const q = (p) => (f.length ? f[Math.min(f.length - 1, Math.floor(p * f.length))] : 0);
  return { heapMB: window.Module.HEAPU8.length / 1048576, frames: f.length,
           medianMs: q(0.5), p95Ms: q(0.95) };
});

const links = [await page.evaluate(() => window.attention.getLink())];
const counts = {};
const samples = [];
const t0 = Date.now();
let nextSample = 0;
let failure = '';
while (Date.now() - t0 < seconds * 1000) {
  const action = pick(['widget', 'widget', 'widget', 'click', 'drag', 'type', 'undo', 'redo',
                       'link', 'language', 'tab']);
  counts[action] = (counts[action] || 0) + 1;
  try {
    if (action === 'widget' || action === 'tab') {
      const ids = await page.evaluate(() => window.attention._debugItemIds());
      const pool = action === 'tab' ? ids.filter((i) => i.startsWith('tab/')) : ids;
      if (pool.length) await h.click(page, pick(pool));
    } else if (action === 'click') {
      await page.mouse.click(rand() * viewport.width, rand() * viewport.height);
    } else if (action === 'drag') {
      await page.mouse.move(rand() * viewport.width, rand() * viewport.height);
      await h.frames(page, 1);
      await page.mouse.down();
      for (let i = 0; i < 5; i++) {
        await page.mouse.move(rand() * viewport.width, rand() * viewport.height, { steps: 3 });
        await h.frames(page, 1);
      }
      await page.mouse.up();
    } else if (action === 'type') {
      await page.keyboard.type(pick(TEXTS));
      if (rand() < 0.5) await page.keyboard.press('Enter');
    } else if (action === 'undo') {
      await page.keyboard.press('Control+z');
    } else if (action === 'redo') {
      await page.keyboard.press(rand() < 0.5 ? 'Control+Shift+z' : 'Control+y');
    } else if (action === 'link') {
      await page.evaluate((l) => { try { window.attention.loadLink(l); } catch (e) { /* banner */ } },
                          pick(links));
    } else if (action === 'language') {
      await page.evaluate((l) => window.attention.setLanguage(l), pick(['en', 'zh']));
    }
    await h.frames(page, 2);
    if (rand() < 0.2) links.push(await page.evaluate(() => window.attention.getLink()));
    if (links.length > 50) links.shift();
  } catch (e) {
    failure = `${action}: ${e.message}`;
    break;
  }
  if (await page.evaluate(() => !document.getElementById('error').hidden)) {
    failure = 'the error panel appeared: ' +
              (await page.evaluate(() => document.getElementById('error-text').textContent));
    break;
  }
  if (Date.now() - t0 >= nextSample) {
    samples.push({ t: Math.round((Date.now() - t0) / 1000), ...(await sample()) });
    nextSample += 5000;
  }
}
const errors = h.consoleErrors.slice();
await h.close();
const heaps = samples.map((s) => s.heapMB);
const summary = {
  seconds, seed: Number(opts.seed), actions: counts, consoleErrors: errors.length,
  heapMB: { first: heaps[0], max: Math.max(...heaps), last: heaps[heaps.length - 1] },
  frameMs: {
    median: samples.map((s) => s.medianMs).sort((a, b) => a - b)[Math.floor(samples.length / 2)],
    worstP95: Math.max(...samples.map((s) => s.p95Ms)),
  },
  failure,
};
for (const s of samples) console.log(`t=${s.t}s heap=${s.heapMB} MB frames=${s.frames} median=${s.medianMs.toFixed(1)} ms p95=${s.p95Ms.toFixed(1)} ms`);
if (errors.length) console.log('console errors:\n  ' + errors.join('\n  '));
console.log(JSON.stringify(summary));
process.exit(failure || errors.length ? 1 : 0);
