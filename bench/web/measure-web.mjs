#!/usr/bin/env node
// Measures the built page in Debian's headless Chromium (the README's speed and size figures;
// printed, not asserted):
//   1. time from navigation start to the first interactive frame (attention.ready), served from
//      localhost — the median of several fresh page loads (fresh browser context each, no cache);
//   2. the size of each file the page loads, raw, gzipped (level 9) and brotli (quality 11);
//   3. CPU time per frame of the vector lab, measured inside the app (emscripten_get_now around
//      the frame function; attention._frameTimes()) over a few hundred frames asked for with
//      attention.requestFrame() (the page renders on demand): median and p95;
//   4. navigation → attention.ready on emulated networks (Chromium's network emulation through
//      CDP, 390×844 viewport): a phone's (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip,
//      Lighthouse's mobile preset) and 9 Mbit/s down, 60 ms; the median of --net-runs fresh loads
//      each, and the bytes that crossed the network (compressed, as the server sent them).
// The server sends the build's precompressed copies (.br, .gz) when dist/ has them, else gzips on
// the fly (tests/support/static-server.mjs), as a static host would.
// Usage: node bench/web/measure-web.mjs [--dist build/web/dist] [--runs 5] [--frames 400]
//          [--net-runs 3]
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
      'net-runs': { type: 'string', default: '3' },
    },
  });
  opts = { dist: values.dist, runs: Number(values.runs), frames: Number(values.frames),
           'net-runs': Number(values['net-runs']) };
  for (const k of ['runs', 'frames', 'net-runs'])
    if (!Number.isInteger(opts[k]) || opts[k] < 1) throw new Error(`--${k} must be a positive integer, not "${values[k]}"`);
} catch (e) {
  console.error(`measure-web: ${e.message}\nusage: node bench/web/measure-web.mjs [--dist build/web/dist] [--runs 5] [--frames 400] [--net-runs 3]`);
  process.exit(2);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const median = (xs) => quantile(xs, 0.5);
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';

const NETWORKS = [
  { name: 'phone: 1.6 Mbit/s down, 750 kbit/s up, 150 ms', down: 1.6e6, up: 0.75e6, latency: 150 },
  { name: '9 Mbit/s down and up, 60 ms', down: 9e6, up: 9e6, latency: 60 },
];

// One fresh load over an emulated network: ms from navigation to ready, bytes transferred.
async function loadOver(browser, base, net) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: net.latency,
    downloadThroughput: net.down / 8, uploadThroughput: net.up / 8,
  });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await page.goto(base);
  const ms = await page.evaluate(() => window.attention.ready.then(() => performance.now()));
  const atReady = bytes;
  await context.close();
  return { ms, bytes: atReady };
}

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
  let rawTotal = 0, gzTotal = 0, brTotal = 0;
  const sizes = files.map((f) => {
    const data = fs.readFileSync(path.join(opts.dist, f));
    const gz = zlib.gzipSync(data, { level: 9 }).length;
    const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    rawTotal += data.length; gzTotal += gz; brTotal += br;
    return { f, raw: data.length, gz, br };
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

  // 4. Over emulated networks.
  const overNet = [];
  for (const net of NETWORKS) {
    const loads = [];
    for (let run = 0; run < opts['net-runs']; run++) loads.push(await loadOver(browser, base, net));
    overNet.push({ net, loads });
  }

  console.log(`Attention Playground, web build at ${opts.dist}`);
  console.log(`headless Chromium (${browser.version()}, SwiftShader WebGL2), served from localhost`);
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  console.log(`time to first interactive frame (attention.ready), ${opts.runs} fresh loads:`);
  console.log(`  median ${median(readyMs).toFixed(0)} ms   (runs: ${readyMs.map((x) => x.toFixed(0)).join(', ')} ms)\n`);
  console.log('files the page loads (raw / gzip -9 / brotli -q 11):');
  for (const s of sizes) console.log(`  ${s.f.padEnd(28)} ${kb(s.raw)} ${kb(s.gz)} ${kb(s.br)}`);
  console.log(`  ${'total'.padEnd(28)} ${kb(rawTotal)} ${kb(gzTotal)} ${kb(brTotal)}\n`);
  console.log(`CPU time per frame, vector lab, ${frameMs.length} frames (inside the app):`);
  console.log(`  median ${median(frameMs).toFixed(2)} ms   p95 ${quantile(frameMs, 0.95).toFixed(2)} ms   max ${Math.max(...frameMs).toFixed(2)} ms`);
  console.log(`\nnavigation → ready over emulated networks, 390×844, ${opts['net-runs']} fresh loads each:`);
  for (const { net, loads } of overNet) {
    const ms = loads.map((l) => l.ms);
    console.log(`  ${net.name.padEnd(48)} median ${median(ms).toFixed(0)} ms   (runs: ` +
                `${ms.map((x) => x.toFixed(0)).join(', ')} ms)   transferred ${kb(median(loads.map((l) => l.bytes))).trim()}`);
  }
} finally {
  await browser.close();
  server.close();
}
