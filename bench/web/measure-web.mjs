#!/usr/bin/env node
// Measures the built page in Debian's headless Chromium (the README's speed and size figures;
// printed, not asserted):
//   1. time from navigation start to the first interactive frame (attention.ready), served from
//      localhost — the median of several fresh page loads (fresh browser context each, no cache);
//   2. the size of each file the page loads, raw and gzipped (level 9);
//   3. CPU time per frame of the vector lab, measured inside the app (emscripten_get_now around
//      the frame function; attention._frameTimes()) over a few hundred frames asked for with
//      attention.requestFrame() (the page renders on demand): median and p95.
// Usage: node bench/web/measure-web.mjs [--dist build/web/dist] [--runs 5] [--frames 400]
// Note: headless Chromium renders WebGL with SwiftShader (CPU), and the machine may be shared,
// so the numbers are an upper bound of what a GPU-backed browser shows.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tests/support/static-server.mjs';
import { CHROMIUM_ARGS } from '../../tests/browser/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let opts;
try {
  const { values } = util.parseArgs({
    options: {
      dist: { type: 'string', default: path.join(ROOT, 'build/web/dist') },
      runs: { type: 'string', default: '5' },
      frames: { type: 'string', default: '400' },
    },
  });
  opts = { dist: values.dist, runs: Number(values.runs), frames: Number(values.frames) };
  for (const k of ['runs', 'frames'])
    if (!Number.isInteger(opts[k]) || opts[k] < 1) throw new Error(`--${k} must be a positive integer, not "${values[k]}"`);
} catch (e) {
  console.error(`measure-web: ${e.message}\nusage: node bench/web/measure-web.mjs [--dist build/web/dist] [--runs 5] [--frames 400]`);
  process.exit(2);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const median = (xs) => quantile(xs, 0.5);
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';

const server = await startServer(opts.dist, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  // 1. Time to ready, and the files one load fetches.
  const readyMs = [];
  let loaded = [];
  for (let run = 0; run < opts.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const urls = [];
    page.on('requestfinished', (r) => urls.push(r.url()));
    await page.goto(base);
    const ms = await page.evaluate(() => window.attention.ready.then(() => performance.now()));
    readyMs.push(ms);
    if (run === 0) loaded = urls;
    await context.close();
  }

  // 2. Sizes of what the page loaded (from our server), as stored in dist/.
  const files = [...new Set(loaded.filter((u) => u.startsWith(base))
    .map((u) => decodeURIComponent(new URL(u).pathname.slice(1)) || 'index.html'))];
  let rawTotal = 0, gzTotal = 0;
  const sizes = files.map((f) => {
    const data = fs.readFileSync(path.join(opts.dist, f));
    const gz = zlib.gzipSync(data, { level: 9 }).length;
    rawTotal += data.length; gzTotal += gz;
    return { f, raw: data.length, gz };
  });

  // 3. Frame CPU time in the vector lab (the default view), after the first frames settle.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.evaluate(() => window.attention.ready);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  await page.evaluate(() => window.attention._resetFrameTimes());
  // The page renders on demand: each frame is asked for (attention.requestFrame()).
  const frameMs = await page.evaluate(async (n) => {
    while (window.attention._frameTimes().length < n) await window.attention.requestFrame();
    return window.attention._frameTimes().slice(0, n);
  }, opts.frames);
  await context.close();

  console.log(`Attention Playground, web build at ${opts.dist}`);
  console.log(`headless Chromium (${browser.version()}, SwiftShader WebGL2), served from localhost`);
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  console.log(`time to first interactive frame (attention.ready), ${opts.runs} fresh loads:`);
  console.log(`  median ${median(readyMs).toFixed(0)} ms   (runs: ${readyMs.map((x) => x.toFixed(0)).join(', ')} ms)\n`);
  console.log('files the page loads (raw / gzip -9):');
  for (const s of sizes) console.log(`  ${s.f.padEnd(28)} ${kb(s.raw)} ${kb(s.gz)}`);
  console.log(`  ${'total'.padEnd(28)} ${kb(rawTotal)} ${kb(gzTotal)}\n`);
  console.log(`CPU time per frame, vector lab, ${frameMs.length} frames (inside the app):`);
  console.log(`  median ${median(frameMs).toFixed(2)} ms   p95 ${quantile(frameMs, 0.95).toFixed(2)} ms   max ${Math.max(...frameMs).toFixed(2)} ms`);
} finally {
  await browser.close();
  server.close();
}
