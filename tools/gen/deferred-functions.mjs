#!/usr/bin/env node
// Writes cmake/deferred-functions.txt: the functions of the page's module that its first minute
// does not run, which the build moves to app.deferred.wasm (tools/wasm-split-app.py).
//
//   node tools/gen/deferred-functions.mjs [--build build/web]
//
// Needs a web build (its app.whole.wasm and app.symbols). It instruments the whole module with
// Binaryen's wasm-split (`--instrument`: the module records which functions ran), serves a copy
// of dist/ with it, and walks the page in Debian's Chromium four times: as a returning desktop
// visitor (1280×800: pointer moves over the lab, a click, 4 s idle while the page prefetches), as a
// returning phone visitor (390×844, touch: two taps, 4 s idle), as a first visit (the welcome)
// and as a first visit over a phone's network (1.6 Mbit/s, 150 ms: the page draws frames while
// files are still on the way). It merges the profiles and lists every function no walk ran, as
// the first 16 hex digits of the SHA-256 of its name in the symbol map. Run it again when the
// first-load budget test says app.wasm grew (a stale list keeps new functions in app.wasm).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Harness, ROOT, sleep } from '../../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: { build: { type: 'string', default: path.join(ROOT, 'build/web') } },
});
const OUT = path.join(ROOT, 'cmake/deferred-functions.txt');

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr.slice(-400)}`);
  return r.stdout + r.stderr;
}

// A copy of dist/ that loads the instrumented whole module, unsplit.
function instrumentedDist(tmp) {
  const dist = path.join(tmp, 'dist');
  fs.cpSync(path.join(opts.build, 'dist'), dist, { recursive: true });
  for (const f of fs.readdirSync(dist))
    if (/^app\.(deferred\.)?wasm/.test(f) || f.startsWith('build-info.json')) fs.rmSync(path.join(dist, f));
  run('wasm-split', ['--instrument', '--all-features', path.join(opts.build, 'app.whole.wasm'),
                     '-o', path.join(dist, 'app.wasm')]);
  fs.writeFileSync(path.join(dist, 'build-info.json'), '{"build": "profile"}\n');
  return dist;
}

const WALKS = {
  desktop: {
    context: {},
    async walk(h, page) {
      for (let i = 0; i < 20; ++i) {
        await page.mouse.move(100 + i * 40, 200 + (i % 5) * 60);
        await h.frames(page, 1);
      }
      await page.mouse.click(400, 400);
    },
  },
  phone: {
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
               hasTouch: true },
    async walk(h, page) {
      await page.touchscreen.tap(200, 500);
      await h.frames(page, 2);
      await page.touchscreen.tap(100, 300);
    },
  },
  // A first visit (the welcome shows) on a desktop.
  'first visit': {
    context: {},
    firstVisit: true,
    async walk(h, page) {
      await page.mouse.move(640, 400);
    },
  },
  // A newcomer on a phone's network: the welcome, and frames drawn while files are on the way.
  'phone network': {
    context: { viewport: { width: 390, height: 844 } },
    firstVisit: true,
    network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8,
               uploadThroughput: 0.75e6 / 8 },
    async walk(h, page) {
      await page.mouse.click(200, 400);
    },
  },
};

// The instrumented page's profile after one walk.
async function profileOf(h, name, file) {
  const page = await h.newPage(WALKS[name].context, { firstVisit: !!WALKS[name].firstVisit });
  if (WALKS[name].network) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', WALKS[name].network);
  }
  await h.open({ page });
  await WALKS[name].walk(h, page);
  await h.frames(page, 3);
  await sleep(4000);  // the idle page's preparations (web/loader.js)
  await h.frames(page, 3);
  const bytes = await page.evaluate(() => {
    const n = 1 << 20, at = window.Module._malloc(n);
    const len = window.Module.asm.__write_profile(at, n);
    return Array.from(window.Module.HEAPU8.subarray(at, at + len));
  });
  fs.writeFileSync(file, Buffer.from(bytes));
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-functions-'));
try {
  const dist = instrumentedDist(tmp);
  const h = new Harness();
  await h.start({ argv: ['--dist', dist] });
  const profiles = [];
  try {
    for (const name of Object.keys(WALKS)) {
      const file = path.join(tmp, `${name}.prof`);
      await profileOf(h, name, file);
      profiles.push(file);
    }
  } finally {
    await h.close();
  }
  const merged = path.join(tmp, 'merged.prof');
  run('wasm-split', ['--merge-profiles', ...profiles, '-o', merged]);
  const log = run('wasm-split', ['--all-features', path.join(opts.build, 'app.whole.wasm'),
                                 '--profile', merged, '-o1', path.join(tmp, '1.wasm'),
                                 '-o2', path.join(tmp, '2.wasm'), '-v']);
  const listed = (label) => {
    const line = log.split('\n').find((l) => l.startsWith(label));
    return line ? line.slice(label.length).split(',').map((s) => Number(s.trim())) : [];
  };
  const kept = listed('Keeping functions:'), split = listed('Splitting out functions:');
  const symbols = fs.readFileSync(path.join(opts.build, 'app.symbols'), 'utf8').trim().split('\n');
  const imports = symbols.length - kept.length - split.length;  // imports come first
  const hashes = split.map((k) => {
    const name = symbols[k + imports].slice(symbols[k + imports].indexOf(':') + 1);
    return crypto.createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 16);
  }).sort();
  fs.writeFileSync(OUT, '# Generated by `node tools/gen/deferred-functions.mjs` (see there); read by\n' +
    '# tools/wasm-split-app.py. The functions of app.wasm the page\'s first minute does not run,\n' +
    '# one a line: the first 16 hex digits of the SHA-256 of the name in the symbol map.\n' +
    hashes.join('\n') + '\n');
  console.log(`${OUT}: ${hashes.length} functions deferred, ${kept.length} kept`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
