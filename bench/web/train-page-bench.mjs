#!/usr/bin/env node
// train-page-bench.mjs: the Train tab's benchmark figures, in headless Chromium through
// the browser tests' harness. Figures, never assertions. Press Play (the real button) with the
// default configuration (or --config JSON) and sample every --sample seconds for --seconds:
//   - time to alignment: the default probe's accuracy (share of its French words whose strongest
//     attention weight is on their English word; app/training/training_probe.h) against seconds since
//     Play, and the first time it reaches 90 %;
//   - speed: examples/s of wall time, and examples per second of training work (the trainer's
//     own speed in wasm: the time the frame budget spends in it); with --native, the same
//     configuration trained natively right after the page (build/native/bench/training_session_bench,
//     pinned to one core with taskset -c 0) and the page ÷ native ratios;
//   - UI: app CPU time per frame (attention._frameTimes) median and p95 over the run, the frame
//     count, and the main thread's busy time per second of training (CDP Performance.getMetrics
//     TaskDuration; it includes the waits for the GPU process that each frame's commit makes);
//   - memory: wasm linear memory and malloc bytes in use (attention._heapStats), peak and last;
//   - bytes: what crossed the network (compressed, as the server sent it) for the first load
//     (navigation → ready; CDP encodedDataLength) and for opening the Train tab (its click and the
//     next 1.5 s, before Play; Playwright's request sizes, which include the training worker's).
// --runs N repeats the whole measurement (a fresh page, then the native run) N times and adds
// the median and minimum of the speed figures over the runs (`over_runs`).
// Usage: node bench/web/train-page-bench.mjs [--seconds 60] [--sample 2] [--config '{"seed":1}']
//          [--speed slow|normal|fast] [--tab train|lab|...]
//          [--native build/native/bench/training_session_bench] [--runs 1]
//          [--dist build/web/dist] [--compositing software|gpu] [--json]
// --compositing: how Chromium composites the page (software, the default, or gpu; see
// chromiumArgs in tests/browser/harness.mjs and bench/web/long-tasks.mjs).
// The quiet figures of the README: run on an otherwise idle machine (nothing else building).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { COMPOSITING, Harness, sleep } from '../../tests/browser/harness.mjs';

let opts;
try {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      sample: { type: 'string', default: '2' },
      config: { type: 'string', default: '{}' },
      speed: { type: 'string', default: 'normal' },
      tab: { type: 'string', default: 'train' },
      native: { type: 'string' },
      runs: { type: 'string', default: '1' },
      dist: { type: 'string' },
      compositing: { type: 'string', default: 'software' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  opts = { seconds: Number(values.seconds), sample: Number(values.sample),
           config: JSON.parse(values.config), speed: values.speed, tab: values.tab,
           native: values.native, runs: Number(values.runs),
           dist: values.dist, compositing: values.compositing, json: values.json };
  if (!(opts.seconds > 0) || !(opts.sample > 0)) throw new Error('--seconds and --sample must be positive');
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs: a whole number ≥ 1');
  if (!['slow', 'normal', 'fast'].includes(opts.speed)) throw new Error('--speed: slow, normal or fast');
  if (!COMPOSITING.includes(opts.compositing)) throw new Error(`--compositing: one of ${COMPOSITING.join(', ')}`);
} catch (e) {
  console.error(`train-page-bench: ${e.message}\nusage: node bench/web/train-page-bench.mjs [--seconds 60] [--sample 2] [--config JSON] [--speed normal] [--tab train] [--native BIN] [--runs N] [--dist DIR] [--compositing software|gpu] [--json]`);
  process.exit(2);
}

const quantile = (sorted, p) =>
  (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
const MB = (bytes) => Math.round(bytes / 1048576 * 10) / 10;
const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

// One page run: a fresh page, the Train tab opened, Play, samples until --seconds.
async function pageRun(h) {
  const summary = { load_average_before: os.loadavg()[0] };
  const page = await h.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics
    .find((m) => m.name === 'TaskDuration').value;
  let transferred = 0;
  cdp.on('Network.loadingFinished', (e) => { transferred += e.encodedDataLength; });
  await h.open({ page });
  summary.first_load_bytes = transferred;
  if (Object.keys(opts.config).length) {  // the config goes into the state; Play starts it
    await api(page, 'startTraining', opts.config);
    await api(page, 'resetTraining');
  }
  // The Train tab's bytes are counted from Playwright's finished requests (body as sent, plus
  // headers): the page's CDP Network events do not see the training worker's own requests.
  const tabRequests = [];
  const onFinished = (r) => tabRequests.push(
    r.sizes().then((z) => z.responseBodySize + z.responseHeadersSize, () => 0));
  page.on('requestfinished', onFinished);
  // The tab bar can move under the first click (the bold face arrives after ready and widens
  // the tabs): click again until the Train tab shows.
  for (let i = 0; i < 3; ++i) {
    await h.click(page, 'tab/train');
    await h.frames(page, 5);
    if (await page.evaluate(() => window.attention.getState().view.tab) === 'train') break;
  }
  await sleep(1500);  // anything the tab asked for (the worker's script and module) has arrived
  page.off('requestfinished', onFinished);
  summary.train_tab_bytes = (await Promise.all(tabRequests)).reduce((a, b) => a + b, 0);
  await api(page, 'setTrainingSpeed', opts.speed);
  await api(page, '_resetFrameTimes');
  const frames0 = await api(page, '_frameCount');
  await h.click(page, 'train/play');
  // --tab: the tab shown while it trains (training draws frames only on the Train tab).
  if (opts.tab !== 'train') await api(page, 'setState', { view: { tab: opts.tab } });
  const t0 = Date.now();
  const busy0 = await taskSeconds();
  const samples = [];
  let frameTimes = [];
  let heapPeak = 0, mallocPeak = 0, heap = null;
  let reached90 = null;
  console.error('seconds\tupdate\texamples\tex/s\tex/s(work)\tloss\tBLEU\tprobe_acc\tframe_p95_ms\twasm_MB\tmalloc_MB');
  while ((Date.now() - t0) / 1000 < opts.seconds) {
    await sleep(opts.sample * 1000);
    const s = await api(page, 'trainingStatus');
    const ft = await api(page, '_frameTimes');
    await api(page, '_resetFrameTimes');
    frameTimes = frameTimes.concat(ft);
    heap = await api(page, '_heapStats');
    heapPeak = Math.max(heapPeak, heap.memoryBytes);
    mallocPeak = Math.max(mallocPeak, heap.mallocInUseBytes);
    const t = (Date.now() - t0) / 1000;
    const acc = s.probe && s.probe.accuracy;
    if (reached90 === null && acc !== null && acc >= 0.9) reached90 = t;
    const sorted = [...ft].sort((a, b) => a - b);
    samples.push({ seconds: t, step: s.step, examples: s.examples, examples_per_s: s.examples_per_s,
                   examples_per_work_s: s.examples_per_work_s, train_loss: s.train_loss,
                   val_bleu: s.val_bleu, probe_accuracy: acc, frame_p95_ms: quantile(sorted, 0.95),
                   wasm_mb: MB(heap.memoryBytes), malloc_mb: MB(heap.mallocInUseBytes) });
    const f = (x, d = 1) => (x === null || x === undefined ? '-' : Number(x).toFixed(d));
    console.error([f(t), s.step, s.examples, f(s.examples_per_s, 0), f(s.examples_per_work_s, 0),
                   f(s.train_loss, 3), f(s.val_bleu), f(acc, 3), f(quantile(sorted, 0.95)),
                   MB(heap.memoryBytes), MB(heap.mallocInUseBytes)].join('\t'));
  }
  const last = await api(page, 'trainingStatus');
  const wall = (Date.now() - t0) / 1000;
  const busy = (await taskSeconds()) - busy0;
  const frames = (await api(page, '_frameCount')) - frames0;
  const sorted = [...frameTimes].sort((a, b) => a - b);
  Object.assign(summary, {
    config: last.config, speed: opts.speed, tab: opts.tab, seconds: opts.seconds,
    seconds_to_90pct_alignment: reached90,
    final_probe_accuracy: last.probe ? last.probe.accuracy : null,
    updates: last.step, examples: last.examples,
    page_examples_per_s: last.examples_per_s, page_examples_per_work_s: last.examples_per_work_s,
    frames, frames_per_s: frames / wall,
    main_thread_busy_s_per_s: busy / wall,
    frame_cpu_ms_median: quantile(sorted, 0.5), frame_cpu_ms_p95: quantile(sorted, 0.95),
    wasm_memory_mb_peak: MB(heapPeak), malloc_in_use_mb_peak: MB(mallocPeak),
    wasm_memory_mb_last: heap ? MB(heap.memoryBytes) : null,
    malloc_in_use_mb_last: heap ? MB(heap.mallocInUseBytes) : null,
    curve: samples.map((s) => [Math.round(s.seconds * 10) / 10, s.probe_accuracy]),
  });
  await api(page, 'pauseTraining');
  await page.context().close();
  return summary;
}

// The same configuration natively, flat out on one pinned core, as long as the page ran.
function nativeRun(summary) {
  const seconds = Math.min(opts.seconds, 60);
  const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
  const argv = [...pin, opts.native, `--seconds=${seconds}`, `--config=${JSON.stringify(summary.config)}`];
  const r = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
  const rows = r.stdout ? r.stdout.trim().split('\n').filter((l) => /^\d/.test(l)).map((l) => l.split('\t')) : [];
  if (r.status !== 0 || !rows.length) {
    console.error(`native run failed: ${r.stderr || r.error}`);
    return;
  }
  const native = Number(rows[rows.length - 1][3]);
  summary.native_pinned = pin.length > 0;
  summary.native_examples_per_s = native;
  summary.page_wall_over_native = summary.page_examples_per_s / native;
  summary.page_work_over_native = summary.page_examples_per_work_s / native;
}

const h = new Harness();
await h.start({ argv: opts.dist ? ['--dist', opts.dist] : [], compositing: opts.compositing });
const runs = [];
try {
  for (let run = 1; run <= opts.runs; ++run) {
    if (opts.runs > 1) console.error(`run ${run} of ${opts.runs}`);
    const summary = await pageRun(h);
    if (opts.native) nativeRun(summary);
    runs.push(summary);
  }
} finally {
  await h.close();
}

const result = runs.length === 1 ? runs[0] : { runs };
result.compositing = opts.compositing;
if (runs.length > 1) {  // the speed figures' median and minimum over the runs
  result.over_runs = {};
  for (const key of ['page_examples_per_s', 'page_examples_per_work_s', 'native_examples_per_s',
                     'page_wall_over_native', 'page_work_over_native', 'main_thread_busy_s_per_s',
                     'frames_per_s']) {
    const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number').sort((a, b) => a - b);
    if (values.length) result.over_runs[key] = { median: quantile(values, 0.5), min: values[0] };
  }
}
console.log(opts.json ? JSON.stringify(result) : JSON.stringify(result, null, 1));
