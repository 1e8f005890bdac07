#!/usr/bin/env node
// What a first load would weigh if app.wasm were split in two: the functions the page runs until
// it is ready (a primary module, fetched first) and the rest (a secondary module, fetched after the
// first frame). A measure for planning, not a build step: the page does not load split modules.
//
//   node tools/wasm-split-estimate.mjs [--dist build/web/dist] [--walk ready|lab]
//
// It copies the dist to a temporary folder, instruments its app.wasm with Binaryen's wasm-split
// (`--instrument`: the module records which functions ran), opens the page in Debian's Chromium,
// walks it (ready: until attention.ready and the late fonts; lab: then the pointer over the lab,
// a click and 4 s idle, when the page prefetches its figures), reads the profile out of the page
// (`__write_profile`), splits the original app.wasm by it (`wasm-split --profile`) and prints the
// two modules' sizes raw, brotli (-q 11) and gzip (-9), beside today's single module.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { Harness, ROOT, sleep } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(ROOT, 'build/web/dist') },
    walk: { type: 'string', default: 'lab' },
  },
});
if (!['ready', 'lab'].includes(opts.walk)) {
  console.error('usage: node tools/wasm-split-estimate.mjs [--dist DIR] [--walk ready|lab]');
  process.exit(2);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr.slice(-400)}`);
}

function sizes(file) {
  const b = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { raw: b.length, brotli: br.length, gzip: zlib.gzipSync(b, { level: 9 }).length };
}

// The instrumented page's profile after the walk.
async function profileOf(dist) {
  const h = new Harness();
  await h.start({ argv: ['--dist', dist] });
  try {
    const page = await h.open();
    if (opts.walk === 'lab') {
      for (let i = 0; i < 20; ++i) {
        await page.mouse.move(100 + i * 40, 200 + (i % 5) * 60);
        await h.frames(page, 1);
      }
      await page.mouse.click(400, 400);
      await h.frames(page, 3);
      await sleep(4000);
      await h.frames(page, 3);
    }
    const bytes = await page.evaluate(() => {
      const n = 1 << 20, at = window.Module._malloc(n);
      const len = window.Module.asm.__write_profile(at, n);
      return Array.from(window.Module.HEAPU8.subarray(at, at + len));
    });
    return Buffer.from(bytes);
  } finally {
    await h.close();
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wasm-split-'));
try {
  const dist = path.join(tmp, 'dist');
  fs.cpSync(opts.dist, dist, { recursive: true });
  for (const f of ['app.wasm.br', 'app.wasm.gz']) fs.rmSync(path.join(dist, f), { force: true });
  const original = path.join(opts.dist, 'app.wasm');
  run('wasm-split', ['--instrument', '--all-features', original, '-o', path.join(dist, 'app.wasm')]);
  const profile = path.join(tmp, 'page.prof');
  fs.writeFileSync(profile, await profileOf(dist));
  const primary = path.join(tmp, 'primary.wasm'), secondary = path.join(tmp, 'secondary.wasm');
  run('wasm-split', ['--all-features', original, '--profile', profile, '-o1', primary,
                     '-o2', secondary]);
  const rows = [['app.wasm today', sizes(original)], ['primary (first load)', sizes(primary)],
                ['secondary (after the first frame)', sizes(secondary)]];
  console.log(`walk: ${opts.walk}; ${opts.dist}`);
  console.log('module                                  raw     brotli       gzip');
  for (const [name, s] of rows)
    console.log(`${name.padEnd(34)} ${[s.raw, s.brotli, s.gzip].map((x) => x.toLocaleString('en-US').padStart(10)).join(' ')}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
