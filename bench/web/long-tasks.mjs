#!/usr/bin/env node
// long-tasks.mjs: how long the page holds its main thread while a person uses it (a benchmark:
// prints figures, asserts nothing). In headless Chromium through the browser tests' harness, each
// run opens a fresh page, waits for attention.ready, and then, as a person would:
//   1. shows every tab once (a real click on its tab button, then a few frames and 300 ms);
//   2. translates one sentence with each of the three models, greedy and then beam 5
//      (attention.translate, which also fetches the model files on first use);
//   3. explains it with RNNsearch and the Transformer (attention.explain);
//   4. on the Translator tab (the article's sentence, greedy), clicks the RNNencdec and then the
//      Transformer radio, and times each click to the page's next animation frame (what a
//      person waits before the page answers the click).
// Over that walk it records every main-thread task of 50 ms or more (PerformanceObserver
// 'longtask') and the time between animation frames (requestAnimationFrame deltas, a JS loop
// started at ready). Per run: the longest task, the step it happened in, and the p95 frame time;
// then the median (and the worst) over --runs runs, and each step's longest task, median over the
// runs. A step with no task of 50 ms or more counts as 0 ("< 50"). The radio clicks: each
// click's time to the next frame, the larger of the two per run, median (and worst) over the runs.
// Usage: node bench/web/long-tasks.mjs [--runs 3] [--dist build/web/dist]
//        [--compositing software|gpu] [--json]
// --compositing (page-runs.mjs): 'software', Chromium's compositor on the CPU, whose commit reads
// the WebGL canvas back on the main thread every frame; 'gpu', the compositor on GL as in a
// browser with a GPU (here SwiftShader in the GPU process), no readback on the main thread.
// The machine may be shared, and SwiftShader rasterises in software: quote figures from a quiet
// machine, and read them as an upper bound of what a GPU-backed browser shows.
import { pageRunsArgs, runPages } from './page-runs.mjs';
import { sleep } from '../../tests/browser/harness.mjs';
import { TABS } from '../../tests/browser/screens.mjs';

const opts = pageRunsArgs('long-tasks');

const SENTENCE = 'The European Commission signed the new agreement on the economic reform in ' +
                 'Geneva last month and the minister left again.';
const MODELS = ['search', 'encdec', 'transformer'];
const EXPLAINED = ['search', 'transformer'];  // RNNencdec has no attention to explain

const quantile = (sorted, p) =>
  (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
const median = (xs) => quantile([...xs].sort((a, b) => a - b), 0.5);

// In the page: long tasks and animation-frame deltas since start(), taken (and cleared) by take().
function installRecorder() {
  const rec = { tasks: [], deltas: [], on: false, last: 0 };
  new PerformanceObserver((list) => {
    if (rec.on) for (const e of list.getEntries()) rec.tasks.push(e.duration);
  }).observe({ type: 'longtask' });
  const tick = (t) => {
    if (rec.on && rec.last) rec.deltas.push(t - rec.last);
    rec.last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__longTasks = {
    start() { rec.on = true; rec.last = 0; },
    take() {
      const out = { tasks: rec.tasks.splice(0), deltas: rec.deltas.splice(0) };
      return out;
    },
  };
}

let radioMs = [];  // this run's radio clicks, to the next frame (ms)

// The walk, as a list of named steps.
function steps(h, page) {
  const list = TABS.map((tab) => [`show ${tab}`, async () => {
    await h.click(page, `tab/${tab}`);
    await h.frames(page, 5);
    await sleep(300);
    // A click that landed on another tab (the tab bar moved under it) would measure the wrong visit.
    const shown = await page.evaluate(() => window.attention.getState().view.tab);
    if (shown !== tab) throw new Error(`the click on tab ${tab} showed ${shown}`);
  }]);
  for (const model of MODELS)
    for (const beam of [1, 5])
      list.push([`translate ${model} beam ${beam}`, () => page.evaluate(
        ([s, o]) => window.attention.translate(s, o).then(() => null), [SENTENCE, { model, beam }])]);
  for (const model of EXPLAINED)
    list.push([`explain ${model}`, () => page.evaluate(
      ([s, o]) => window.attention.explain(s, o).then(() => null), [SENTENCE, { model }])]);
  list.push(['open the translator', async () => {
    await h.click(page, 'tab/translate');
    await h.frames(page, 5);
  }]);
  for (const model of ['encdec', 'transformer'])
    list.push([`click the ${model} radio`, () => radioClick(h, page, model)]);
  return list;
}

// A click on a model radio, timed to the next animation frame after it (kept in radioMs).
async function radioClick(h, page, model) {
  const r = await h.rect(page, `translate/model/${model}`);
  const x = r.x + Math.min(8, r.w / 2), y = r.y + r.h / 2;
  await page.mouse.move(x, y);
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.down();
  await page.mouse.up();
  const t1 = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  radioMs.push(t1 - t0);
  await h.frames(page, 3);
}

async function oneRun(h) {
  const page = await h.newPage();
  await page.addInitScript(installRecorder);
  await h.open({ page });
  await page.evaluate(() => window.__longTasks.start());
  const perStep = {};
  let deltas = [];
  radioMs = [];
  for (const [name, run] of steps(h, page)) {
    await run();
    await sleep(100);  // the step's last task has ended and been reported
    const got = await page.evaluate(() => window.__longTasks.take());
    perStep[name] = got.tasks.length ? Math.max(...got.tasks) : 0;
    deltas = deltas.concat(got.deltas);
  }
  await page.context().close();
  const [worstStep, longest] = Object.entries(perStep).reduce((a, b) => (b[1] > a[1] ? b : a));
  deltas.sort((a, b) => a - b);
  return { longest_task_ms: longest, longest_in: longest > 0 ? worstStep : null,
           frame_p95_ms: quantile(deltas, 0.95), frames: deltas.length, per_step: perStep,
           radio_click_ms: Math.max(...radioMs) };
}

const { runs, load, gpu } = await runPages(opts, oneRun, (r) =>
  `longest task ${r.longest_task_ms.toFixed(0)} ms` +
  (r.longest_in ? ` (${r.longest_in})` : ' (none ≥ 50 ms)') +
  `; p95 frame time ${r.frame_p95_ms.toFixed(1)} ms over ${r.frames} frames` +
  `; model radio click → next frame ${r.radio_click_ms.toFixed(0)} ms`);

const ms = (x) => (x > 0 ? `${x.toFixed(0)} ms` : '< 50 ms');
const summary = {
  runs: opts.runs,
  load_average: load,
  compositing: gpu,
  longest_task_ms: { median: median(runs.map((r) => r.longest_task_ms)),
                     max: Math.max(...runs.map((r) => r.longest_task_ms)) },
  frame_p95_ms: { median: median(runs.map((r) => r.frame_p95_ms)),
                  max: Math.max(...runs.map((r) => r.frame_p95_ms)) },
  radio_click_ms: { median: median(runs.map((r) => r.radio_click_ms)),
                    max: Math.max(...runs.map((r) => r.radio_click_ms)) },
  per_step_longest_task_ms_median: Object.fromEntries(Object.keys(runs[0].per_step).map(
    (name) => [name, median(runs.map((r) => r.per_step[name]))])),
};
if (opts.json) {
  console.log(JSON.stringify({ ...summary, each_run: runs }));
} else {
  console.log(`load average (1 min) before and after: ${summary.load_average.join(', ')}`);
  console.log(`compositing: ${gpu.compositing} (gpu_compositing ${gpu.gpu_compositing}, webgl ${gpu.webgl})`);
  console.log(`longest main-thread task, median of ${opts.runs} runs: ` +
              `${ms(summary.longest_task_ms.median)} (worst run ${ms(summary.longest_task_ms.max)})`);
  console.log(`p95 frame time (requestAnimationFrame deltas), median of ${opts.runs} runs: ` +
              `${summary.frame_p95_ms.median.toFixed(1)} ms (worst run ${summary.frame_p95_ms.max.toFixed(1)} ms)`);
  console.log(`model radio click → next frame, median of ${opts.runs} runs: ` +
              `${summary.radio_click_ms.median.toFixed(0)} ms (worst run ${summary.radio_click_ms.max.toFixed(0)} ms)`);
  console.log('each step\'s longest task, median over the runs:');
  for (const [name, v] of Object.entries(summary.per_step_longest_task_ms_median))
    console.log(`  ${name.padEnd(32)} ${ms(v)}`);
}
