#!/usr/bin/env node
// Idle cost of the built page (a benchmark: prints figures, asserts nothing). Opens the page in
// Debian's headless Chromium (1280×800), waits for attention.ready and a settling pause, then
// leaves it alone for --seconds and reports:
//   - main-thread busy time: the delta of CDP Performance.getMetrics "TaskDuration" over the
//     window, as a percentage of the window (the figure; target ≤ 2 %);
//   - frames the app drew meanwhile (attention._frameCount());
//   - CPU time of all Chromium processes (utime + stime from /proc, renderer + GPU + browser),
//     as a percentage of one core.
// Usage: node bench/web/idle-cpu.mjs [--dist build/web/dist] [--seconds 10] [--settle 2] [--runs 1]
// The machine may be shared: run it on a quiet machine for a figure worth quoting.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tests/support/static-server.mjs';
import { CHROMIUM_ARGS } from '../../tests/browser/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = 'usage: node bench/web/idle-cpu.mjs [--dist build/web/dist] [--seconds 10] ' +
              '[--settle 2] [--runs 1]';
let opts;
try {
  const { values } = util.parseArgs({
    options: {
      dist: { type: 'string', default: path.join(ROOT, 'build/web/dist') },
      seconds: { type: 'string', default: '10' },
      settle: { type: 'string', default: '2' },
      runs: { type: 'string', default: '1' },
    },
  });
  opts = { dist: values.dist, seconds: Number(values.seconds), settle: Number(values.settle),
           runs: Number(values.runs) };
  if (!(opts.seconds > 0) || !(opts.settle >= 0) || !Number.isInteger(opts.runs) || opts.runs < 1)
    throw new Error('--seconds > 0, --settle ≥ 0 and --runs ≥ 1 (an integer) are required');
  if (!fs.existsSync(path.join(opts.dist, 'index.html')))
    throw new Error(`no built page at ${opts.dist}`);
} catch (e) {
  console.error(`idle-cpu: ${e.message}\n${USAGE}`);
  process.exit(2);
}

const TICKS = 100;  // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on Linux
// CPU seconds (user + system) of every process descending from this one (Chromium and its
// renderer, GPU and utility processes).
function descendantsCpuSeconds() {
  const procs = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');  // from field 3 (state)
      procs.set(Number(name), { ppid: Number(fields[1]),
                                cpu: (Number(fields[11]) + Number(fields[12])) / TICKS });
    } catch (e) { /* the process ended meanwhile */ }
  }
  const mine = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!mine.has(pid) && mine.has(p.ppid)) { mine.add(pid); total += p.cpu; grew = true; }
    }
  }
  return total;
}

const server = await startServer(opts.dist, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const pct = (x) => (100 * x).toFixed(2) + ' %';
try {
  for (let run = 1; run <= opts.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => window.attention.ready);
    await new Promise((r) => setTimeout(r, opts.settle * 1000));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskDuration = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
    const frames = () => page.evaluate(() => window.attention._frameCount());

    const f0 = await frames();
    const t0 = await taskDuration();
    const cpu0 = descendantsCpuSeconds();
    const wall0 = performance.now();
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    const t1 = await taskDuration();
    const cpu1 = descendantsCpuSeconds();
    const wall = (performance.now() - wall0) / 1000;
    const f1 = await frames();
    console.log(`run ${run}: idle ${wall.toFixed(1)} s: main thread busy ${(t1 - t0).toFixed(3)} s ` +
                `= ${pct((t1 - t0) / wall)}; frames drawn ${f1 - f0}; ` +
                `all Chromium processes ${(cpu1 - cpu0).toFixed(2)} s CPU = ${pct((cpu1 - cpu0) / wall)} of a core`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
