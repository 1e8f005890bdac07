#!/usr/bin/env node
// first-translation.mjs: how long a person on a phone's network waits for the translator's first
// answer (a benchmark: prints figures, asserts nothing). In headless Chromium through the browser
// tests' harness, each run opens a fresh page (no model loaded yet), emulates the phone network
// with CDP Network.emulateNetworkConditions (1.6 Mbit/s down, 750 kbit/s up, 150 ms), leaves the
// page open IDLE_BEFORE_MS as a reader would, clicks the Translator's tab and times the click to
// the frame whose screen-reader summary (#view-summary) first carries the article sentence's
// translation. The files come from the harness's server as their .br copies, as a host that
// serves precompressed files sends them.
// Usage: node bench/web/first-translation.mjs [--runs 3] [--dist build/web/dist]
//        [--compositing software|gpu] [--json]   (--compositing: see long-tasks.mjs)
import { pageRunsArgs, runPages } from './page-runs.mjs';

const opts = pageRunsArgs('first-translation');
const IDLE_BEFORE_MS = 4000;
const PHONE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };

async function oneRun(h) {
  const page = await h.newPage();
  await h.open({ page });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE);
  await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_MS));
  const r = await h.rect(page, 'tab/translate');
  const t0 = Date.now();
  await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
  await page.waitForFunction(() => /Translation:/.test(document.getElementById('view-summary').textContent),
                             null, { timeout: 120000, polling: 50 });
  const ms = Date.now() - t0;
  await page.context().close();
  return { to_translation_ms: ms };
}

const { runs, load, gpu } = await runPages(opts, oneRun, (r) => `${r.to_translation_ms} ms`);
const ms = runs.map((r) => r.to_translation_ms).sort((a, b) => a - b);
const median = ms[Math.floor((ms.length - 1) / 2)];
if (opts.json) {
  console.log(JSON.stringify({ runs: opts.runs, load_average: load, compositing: gpu, median_ms: median,
                               min_ms: ms[0], each_run: ms }));
} else {
  console.log(`load average (1 min) before and after: ${load.join(', ')}`);
  console.log(`compositing: ${gpu.compositing} (gpu_compositing ${gpu.gpu_compositing}, webgl ${gpu.webgl})`);
  console.log(`click on the Translator's tab → its first translation, phone network: median ${median} ms, ` +
              `min ${ms[0]} ms, max ${ms[ms.length - 1]} ms (${opts.runs} runs)`);
}
