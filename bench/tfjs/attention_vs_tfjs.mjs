// Batched scaled-dot attention softmax(Q Kᵀ / √d) V, side by side, under node on one core:
//   ours   the attention core compiled to wasm (build/web/bench/attention_module.{js,wasm},
//          bench/wasm/attention_module.cpp), the same -msimd128 build flags as the page;
//   tfjs   @tensorflow/tfjs-core + @tensorflow/tfjs-backend-wasm 4.22 (npm devDependencies,
//          never shipped in the page), SIMD wasm, one thread;
//   js     a plain JavaScript loop over Float32Arrays.
// Same tensors for all three (seeded); the outputs are checked to agree before anything is timed.
// Each figure: ≥ --warmup-ms (default 1000) of the same work first, so V8 runs optimised code,
// then 15 batches of ≥ 5 ms; median (min) µs per call. Prints figures, asserts nothing (a
// disagreement is printed and makes the exit code 1).
// Usage: node bench/tfjs/attention_vs_tfjs.mjs [--module build/web/bench/attention_module.js]
//        [--warmup-ms 1000] [--shapes 1x16x8,64x256x64]       (bench/run.sh pins it to a core)
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const modulePath = path.resolve(arg('--module', path.join(root, 'build/web/bench/attention_module.js')));
const warmupMs = Number(arg('--warmup-ms', '1000'));
const shapes = arg('--shapes', '1x16x8,1x64x64,32x64x64,64x256x64,256x512x64')
  .split(',').map((s) => s.split('x').map(Number));

// ---- the three implementations ---------------------------------------------------------------
const tf = require('@tensorflow/tfjs-core');
require('@tensorflow/tfjs-backend-wasm');
tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
await tf.setBackend('wasm');
await tf.ready();

const createAttentionModule = require(modulePath);
const ours = await createAttentionModule({
  wasmBinary: fs.readFileSync(modulePath.replace(/\.js$/, '.wasm')),  // no fetch() of a file path
});

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const randomMatrix = (rand, r, c) => Float32Array.from({ length: r * c }, () => 2 * rand() - 1);
const toColMajor = (a, r, c) => {
  const out = new Float32Array(r * c);
  for (let i = 0; i < r; ++i) for (let k = 0; k < c; ++k) out[k * r + i] = a[i * c + k];
  return out;
};

// Plain JS: row-major (m,d)·(n,d)ᵀ → softmax rows → ·(n,d). Buffers allocated once per shape.
function makePlainJs(Q, K, V, m, n, d) {
  const S = new Float32Array(n), O = new Float32Array(m * d), scale = 1 / Math.sqrt(d);
  return () => {
    for (let j = 0; j < m; ++j) {
      let mx = -Infinity;
      for (let i = 0; i < n; ++i) {
        let s = 0;
        for (let k = 0; k < d; ++k) s += Q[j * d + k] * K[i * d + k];
        S[i] = s * scale;
        if (S[i] > mx) mx = S[i];
      }
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += S[i] = Math.exp(S[i] - mx);
      const o = j * d;
      for (let k = 0; k < d; ++k) O[o + k] = 0;
      for (let i = 0; i < n; ++i) {
        const w = S[i] / sum;
        for (let k = 0; k < d; ++k) O[o + k] += w * V[i * d + k];
      }
    }
    return O;
  };
}

function makeTfjs(Q, K, V, m, n, d) {
  const q = tf.tensor2d(Q, [m, d]), k = tf.tensor2d(K, [n, d]), v = tf.tensor2d(V, [n, d]);
  const scale = tf.scalar(1 / Math.sqrt(d));
  const run = () => {
    const out = tf.tidy(() => tf.matMul(tf.softmax(tf.mul(tf.matMul(q, k, false, true), scale)), v));
    const data = out.dataSync();
    out.dispose();
    return data;
  };
  run.dispose = () => tf.dispose([q, k, v, scale]);
  return run;
}

function makeOurs(Q, K, V, m, n, d) {
  const bytes = (r, c) => 4 * r * c;
  const pq = ours._malloc(bytes(m, d)), pk = ours._malloc(bytes(n, d));
  const pv = ours._malloc(bytes(n, d)), po = ours._malloc(bytes(m, d));
  ours.HEAPF32.set(toColMajor(Q, m, d), pq >> 2);
  ours.HEAPF32.set(toColMajor(K, n, d), pk >> 2);
  ours.HEAPF32.set(toColMajor(V, n, d), pv >> 2);
  const run = () => {
    if (ours._ap_bench_attend(pq, pk, pv, m, n, d, d, po) !== 0) throw new Error('bad shape');
  };
  run.output = () => {  // back to row-major, outside the timing
    const col = ours.HEAPF32.subarray(po >> 2, (po >> 2) + m * d), out = new Float32Array(m * d);
    for (let i = 0; i < m; ++i) for (let k = 0; k < d; ++k) out[i * d + k] = col[k * m + i];
    return out;
  };
  run.dispose = () => [pq, pk, pv, po].forEach((p) => ours._free(p));
  return run;
}

// ---- timing ------------------------------------------------------------------------------------
function time(fn) {
  let batch = 1, spent = 0;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; ++i) fn();
    const ms = performance.now() - t0;
    spent += ms;
    if (ms < 5 && batch < 1 << 24) { batch *= 2; continue; }
    if (spent >= warmupMs) break;
  }
  const perCall = [];
  for (let s = 0; s < 15; ++s) {
    const t0 = performance.now();
    for (let i = 0; i < batch; ++i) fn();
    perCall.push((1000 * (performance.now() - t0)) / batch);
  }
  perCall.sort((a, b) => a - b);
  return { median: perCall[7], min: perCall[0] };
}

const maxAbsDiff = (a, b) => a.reduce((mx, x, i) => Math.max(mx, Math.abs(x - b[i])), 0);

// ---- run -----------------------------------------------------------------------------------------
console.log(`attention vs TensorFlow.js: node ${process.version}, tfjs ${tf.version_core}, ` +
  `backend ${tf.getBackend()} (SIMD ${tf.env().getBool('WASM_HAS_SIMD_SUPPORT')}, threads ` +
  `${tf.env().getBool('WASM_HAS_MULTITHREAD_SUPPORT') ? 'on' : 'off'}), warm-up >= ${warmupMs} ms ` +
  'per figure; µs per call, median (min) of 15 batches');
const pad = (s, w) => String(s).padEnd(w);
console.log(pad('(m, n, d)', 16) + pad('ours µs', 20) + pad('tfjs-wasm µs', 20) + pad('plain JS µs', 22) +
  pad('ours/tfjs', 16) + pad('ours/js', 16) + 'max |diff| ours-js, tfjs-js');
let bad = false;
for (const [m, n, d] of shapes) {
  const rand = mulberry32(1000 * m + 10 * n + d);
  const Q = randomMatrix(rand, m, d), K = randomMatrix(rand, n, d), V = randomMatrix(rand, n, d);
  const js = makePlainJs(Q, K, V, m, n, d), tfr = makeTfjs(Q, K, V, m, n, d);
  const our = makeOurs(Q, K, V, m, n, d);
  const ref = Float32Array.from(js());
  our();
  const dOurs = maxAbsDiff(our.output(), ref), dTf = maxAbsDiff(tfr(), ref);
  const agree = dOurs <= 1e-4 && dTf <= 1e-4;
  bad ||= !agree;
  const tOurs = time(our), tTf = time(tfr), tJs = time(js);
  const f = (t) => `${t.median.toFixed(1)} (${t.min.toFixed(1)})`;
  const r = (a, b) => `${(a.median / b.median).toFixed(3)} (${(a.min / b.min).toFixed(3)})`;
  console.log(pad(`(${m}, ${n}, ${d})`, 16) + pad(f(tOurs), 20) + pad(f(tTf), 20) + pad(f(tJs), 22) +
    pad(r(tOurs, tTf), 16) + pad(r(tOurs, tJs), 16) +
    `${dOurs.toExponential(1)}, ${dTf.toExponential(1)}${agree ? '' : '  DISAGREE (> 1e-4)'}`);
  our.dispose();
  tfr.dispose();
}
process.exitCode = bad ? 1 : 0;
