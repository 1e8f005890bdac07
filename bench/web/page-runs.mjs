// page-runs.mjs: what the page benchmarks that open a fresh page per run share (long-tasks.mjs,
// answers.mjs, first-translation.mjs): their command line (--runs N, default 3; --dist DIR;
// --compositing software|gpu, default software, see chromiumArgs in tests/browser/harness.mjs;
// --json; exits 2 with the usage line on a bad option), and the loop over the runs in one
// headless Chromium.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { COMPOSITING, Harness } from '../../tests/browser/harness.mjs';

export function pageRunsArgs(name) {
  const usage = `usage: node bench/web/${name}.mjs [--runs 3] [--dist DIR] ` +
                `[--compositing software|gpu] [--json]`;
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        dist: { type: 'string' },
        compositing: { type: 'string', default: 'software' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const opts = { runs: Number(values.runs), dist: values.dist, json: values.json,
                   compositing: values.compositing };
    if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs: a whole number ≥ 1');
    if (!COMPOSITING.includes(opts.compositing))
      throw new Error(`--compositing: one of ${COMPOSITING.join(', ')}`);
    return opts;
  } catch (e) {
    console.error(`${name}: ${e.message}\n${usage}`);
    process.exit(2);
  }
}

// Runs oneRun(harness) opts.runs times, printing describe(result) per run on stderr; answers the
// results, the 1-minute load average before and after, and how the browser composites (its
// gpu_compositing and webgl feature status: 'enabled_readback' is the software compositor's
// per-frame readback of the canvas).
export async function runPages(opts, oneRun, describe) {
  const loadBefore = os.loadavg()[0];
  const h = new Harness();
  await h.start({ argv: opts.dist ? ['--dist', opts.dist] : [], compositing: opts.compositing });
  const cdp = await h.browser.newBrowserCDPSession();
  const status = (await cdp.send('SystemInfo.getInfo')).gpu.featureStatus;
  const gpu = { compositing: opts.compositing, gpu_compositing: status.gpu_compositing,
                webgl: status.webgl };
  const runs = [];
  try {
    for (let i = 1; i <= opts.runs; ++i) {
      const r = await oneRun(h);
      runs.push(r);
      console.error(`run ${i}: ${describe(r)}`);
    }
  } finally {
    await h.close();
  }
  const load = [loadBefore, os.loadavg()[0]].map((x) => Math.round(x * 100) / 100);
  return { runs, load, gpu };
}
