// Runs a benchmark natively and in wasm under node, both pinned to one core (taskset -c 0), and
// prints each figure side by side with the wasm ÷ native ratio (of the medians, and of the
// minima in brackets). With --before-native/--before-wasm (the same benchmark built from an
// older tree) it runs those too, in the same session, and adds after ÷ before columns.
// The benchmark must understand --tsv (lines "name<TAB>median_ns<TAB>min_ns") and --warmup-ms=N
// (bench/bench_timing.h). Figures only, nothing asserted.
// Usage: node bench/web/bench-ratio.mjs [--native build/native/bench/attention_bench]
//          [--wasm build/web/bench/attention_bench.js] [--warmup-ms 1000] [--cpu 0]
//          [--before-native PATH --before-wasm PATH]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const warm = arg('--warmup-ms', '1000');
const cpu = arg('--cpu', '0');
const runs = [
  ['native', arg('--native', path.join(root, 'build/native/bench/attention_bench'))],
  ['wasm', arg('--wasm', path.join(root, 'build/web/bench/attention_bench.js'))],
];
if (arg('--before-native')) runs.unshift(['before native', arg('--before-native')]);
if (arg('--before-wasm')) runs.splice(runs.length - 2, 0, ['before wasm', arg('--before-wasm')]);

const haveTaskset = (() => {
  try { execFileSync('taskset', ['-V'], { stdio: 'ignore' }); return true; } catch { return false; }
})();
function run(file) {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build it first`);
  const cmd = file.endsWith('.js')
    ? [process.execPath, '--no-experimental-fetch', file, '--tsv', `--warmup-ms=${warm}`]
    : [file, '--tsv', `--warmup-ms=${warm}`];
  const full = haveTaskset ? ['taskset', '-c', cpu, ...cmd] : cmd;
  const out = execFileSync(full[0], full.slice(1), { encoding: 'utf8', cwd: root, maxBuffer: 1 << 24 });
  const figs = new Map();
  for (const line of out.split('\n')) {
    const [name, med, min] = line.split('\t');
    if (name && min !== undefined) figs.set(name, { med: Number(med), min: Number(min) });
  }
  return figs;
}

console.log(`load average before: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; ` +
  `pinned to cpu ${haveTaskset ? cpu : '(taskset missing: not pinned)'}; warm-up ${warm} ms per figure`);
const results = runs.map(([label, file]) => {
  const t0 = Date.now();
  const figs = run(file);
  console.log(`  ran ${label}: ${file} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  return [label, figs];
});
console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);

const byLabel = new Map(results);
const names = [...results[results.length - 1][1].keys()];
const isRate = (name) => /GFLOP\/s/.test(name);  // bigger is better: ratios inverted
const fmt = (f, name) => !f ? '-' : isRate(name) ? `${f.med.toFixed(2)} (${f.min.toFixed(2)})`
  : `${(f.med / 1e3).toFixed(2)} (${(f.min / 1e3).toFixed(2)})`;
const ratio = (a, b, name) => {
  if (!a || !b) return '-';
  return isRate(name) ? `${(b.med / a.med).toFixed(2)} (${(b.min / a.min).toFixed(2)})`
    : `${(a.med / b.med).toFixed(2)} (${(a.min / b.min).toFixed(2)})`;
};
const cols = [...byLabel.keys()];
const pad = (s, w) => String(s).padEnd(w);
let header = pad('figure (µs per call, median (min); GFLOP/s for the peak)', 50);
for (const c of cols) header += pad(c, 20);
if (byLabel.has('before wasm')) header += pad('before wasm/native', 20);
header += pad('wasm/native', 16);
if (byLabel.has('before native')) header += pad('native after/before', 22);
if (byLabel.has('before wasm')) header += 'wasm after/before';
console.log(header);
for (const name of names) {
  let line = pad(name, 50);
  for (const c of cols) line += pad(fmt(byLabel.get(c).get(name), name), 20);
  if (byLabel.has('before wasm'))
    line += pad(ratio(byLabel.get('before wasm').get(name), byLabel.get('before native')?.get(name), name), 20);
  line += pad(ratio(byLabel.get('wasm').get(name), byLabel.get('native').get(name), name), 16);
  if (byLabel.has('before native'))
    line += pad(ratio(byLabel.get('native').get(name), byLabel.get('before native').get(name), name), 22);
  if (byLabel.has('before wasm'))
    line += ratio(byLabel.get('wasm').get(name), byLabel.get('before wasm').get(name), name);
  console.log(line);
}
