#!/usr/bin/env node
// answers.mjs: how much of the page's main thread a person's click costs until its answer is on
// screen (a benchmark: prints figures, asserts nothing). In headless Chromium through the browser
// tests' harness, each run opens a fresh page (no model loaded yet), leaves it open for
// IDLE_BEFORE_MS as a reader would before the first click (the page's idle-time preparations, such
// as starting the translator's worker, web/loader.js, happen then), and times three clicks:
//   1. the first visit to Explain: a click on its tab, until its maps are drawn (models fetched,
//      the inference worker started, the explanation computed);
//   2. the Translator's Transformer radio, the first use of that model: a click, until the
//      Transformer's translation and map are drawn;
//   3. the RNNsearch radio, a model already loaded: the same.
// "Drawn" is the frame whose screen-reader summary (#view-summary, written in the frame that draws
// the answer, src/platform/summary_sync.cpp) first carries the answer. For each click it prints
// the time to that frame, the main thread's busy time in between (CDP Performance.getMetrics
// TaskDuration; it includes each frame's wait for the GPU process) and its script time
// (ScriptDuration), and the longest task (PerformanceObserver 'longtask', ≥ 50 ms).
// Usage: node bench/web/answers.mjs [--runs 3] [--dist build/web/dist]
//        [--compositing software|gpu] [--json]   (--compositing: see long-tasks.mjs)
// SwiftShader rasterises in software and the machine may be shared: read the figures as an upper
// bound of what a GPU-backed browser shows, and quote them from a quiet machine.
import { pageRunsArgs, runPages } from './page-runs.mjs';

const opts = pageRunsArgs('answers');

const IDLE_BEFORE_MS = 3000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

// In the page: long tasks, and the time at which the summary first matches a pattern.
function installRecorder() {
  const rec = { tasks: [], on: false };
  new PerformanceObserver((list) => {
    if (rec.on) for (const e of list.getEntries()) rec.tasks.push(e.duration);
  }).observe({ type: 'longtask' });
  window.__answers = {
    start() { rec.on = true; rec.tasks = []; },
    // Resolves with performance.now() of the first summary text matching `source` (a RegExp's).
    when(source) {
      const re = new RegExp(source);
      const el = document.getElementById('view-summary');
      return new Promise((resolve) => {
        const check = () => { if (re.test(el.textContent)) { obs.disconnect(); resolve(performance.now()); } };
        const obs = new MutationObserver(check);
        obs.observe(el, { childList: true, characterData: true, subtree: true });
        check();
      });
    },
    tasks() { rec.on = false; return rec.tasks.splice(0); },
  };
}

async function metrics(cdp) {
  const m = (await cdp.send('Performance.getMetrics')).metrics;
  const get = (name) => m.find((x) => x.name === name).value * 1000;
  return { task: get('TaskDuration'), script: get('ScriptDuration') };
}

// One click on a widget, measured until the summary matches `answered`.
async function timedClick(h, page, cdp, id, answered) {
  const r = await h.rect(page, id);
  await page.mouse.move(r.x + Math.min(8, r.w / 2), r.y + r.h / 2);
  await h.frames(page, 2);
  const waiting = page.evaluate((src) => window.__answers.when(src), answered.source);
  await page.evaluate(() => window.__answers.start());
  const before = await metrics(cdp);
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.down();
  await page.mouse.up();
  const t1 = await waiting;
  const after = await metrics(cdp);
  const tasks = await page.evaluate(() => window.__answers.tasks());
  return { to_answer_ms: t1 - t0, busy_ms: after.task - before.task,
           script_ms: after.script - before.script, longest_task_ms: tasks.length ? Math.max(...tasks) : 0 };
}

const CLICKS = [
  ['first Explain visit', 'tab/explain', /Against the attention/],
  ['Transformer radio, first use', 'translate/model/transformer', /\(Transformer\)\. Translation:/],
  ['RNNsearch radio, loaded', 'translate/model/search', /\(RNNsearch\)\. Translation:/],
];

async function oneRun(h) {
  const page = await h.newPage();
  await page.addInitScript(installRecorder);
  await h.open({ page });
  await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_MS));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const out = {};
  out[CLICKS[0][0]] = await timedClick(h, page, cdp, CLICKS[0][1], CLICKS[0][2]);
  await h.click(page, 'tab/translate');  // the Translator with RNNsearch's answer on screen
  await page.evaluate((src) => window.__answers.when(src), CLICKS[2][2].source);
  for (const [name, id, re] of CLICKS.slice(1)) out[name] = await timedClick(h, page, cdp, id, re);
  await page.context().close();
  return out;
}

const { runs, load, gpu } = await runPages(opts, oneRun, (r) => Object.entries(r).map(([k, v]) =>
  `${k} ${v.to_answer_ms.toFixed(0)} ms, busy ${v.busy_ms.toFixed(0)} ms`).join('; '));

const fields = ['to_answer_ms', 'busy_ms', 'script_ms', 'longest_task_ms'];
const summary = Object.fromEntries(CLICKS.map(([name]) => [name, Object.fromEntries(fields.map(
  (f) => [f, { median: median(runs.map((r) => r[name][f])), max: Math.max(...runs.map((r) => r[name][f])) }]))]));
if (opts.json) {
  console.log(JSON.stringify({ runs: opts.runs, load_average: load, compositing: gpu, clicks: summary,
                               each_run: runs }));
} else {
  console.log(`load average (1 min) before and after: ${load.join(', ')}; median (worst) of ${opts.runs} runs`);
  console.log(`compositing: ${gpu.compositing} (gpu_compositing ${gpu.gpu_compositing}, webgl ${gpu.webgl})`);
  console.log('click                           to answer        main thread busy    script           longest task');
  const cell = (v) => `${v.median.toFixed(0)} (${v.max.toFixed(0)}) ms`.padEnd(17);
  for (const [name] of CLICKS) {
    const s = summary[name];
    const longest = s.longest_task_ms.max > 0 ? cell(s.longest_task_ms) : '< 50 ms';
    console.log(`${name.padEnd(32)}${cell(s.to_answer_ms)}${cell(s.busy_ms).padEnd(20)}${cell(s.script_ms)}${longest}`);
  }
}
