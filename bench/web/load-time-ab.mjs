#!/usr/bin/env node
// Compares two builds of the page in one run of Debian's headless Chromium: the time from
// navigation start to attention.ready (the first interactive frame) over alternating fresh loads
// (A, B, A, B, ...; a fresh browser context each, no cache), and the bytes each load fetched,
// raw and gzipped (level 9). Prints the medians; asserts nothing. Used for the fonts' cost
// (README, assets/fonts/README.md):
//   node bench/web/load-time-ab.mjs --a <before>/dist --b build/web/dist [--runs 7] [--dpr 1]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import zlib from 'node:zlib';
import { startServer } from '../../tests/support/static-server.mjs';
import { CHROMIUM_ARGS } from '../../tests/browser/harness.mjs';

const { values } = util.parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '7' },
    dpr: { type: 'string', default: '1' },
  },
});
if (!values.a || !values.b) {
  console.error('usage: node bench/web/load-time-ab.mjs --a <dist> --b <dist> [--runs 7] [--dpr 1]');
  process.exit(2);
}
const runs = Number(values.runs), dpr = Number(values.dpr);
const median = (xs) => {
  const s = [...xs].sort((p, q) => p - q);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const sides = {};
for (const name of ['a', 'b']) {
  const server = await startServer(values[name], 0);
  sides[name] = { dist: values[name], server, base: `http://127.0.0.1:${server.address().port}/`,
                  ms: [], files: new Set() };
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < runs; run++) {
    for (const name of ['a', 'b']) {
      const side = sides[name];
      const context = await browser.newContext(
          { viewport: { width: 1280, height: 800 }, deviceScaleFactor: dpr });
      const page = await context.newPage();
      page.on('requestfinished', (r) => side.files.add(new URL(r.url()).pathname));
      await page.goto(side.base);
      await page.waitForFunction(() => window.attention && window.attention.ready, null,
                                 { timeout: 120000 });
      // As bench/web/measure-web.mjs: the moment attention.ready resolves, since navigation start.
      const ms = await page.evaluate(() => window.attention.ready.then(() => performance.now()));
      side.ms.push(ms);
      await context.close();
    }
  }
  for (const name of ['a', 'b']) {
    const side = sides[name];
    let raw = 0, gz = 0;
    for (const f of side.files) {
      const p = path.join(side.dist, decodeURIComponent(f === '/' ? '/index.html' : f));
      if (!fs.existsSync(p) || fs.statSync(p).isDirectory()) continue;
      const bytes = fs.readFileSync(p);
      raw += bytes.length;
      gz += zlib.gzipSync(bytes, { level: 9 }).length;
    }
    console.log(`${name}: ${side.dist}\n   ready after navigation: median ${median(side.ms).toFixed(0)} ms` +
                ` over ${runs} loads [${side.ms.map((x) => x.toFixed(0)).join(', ')}]` +
                `\n   fetched: ${side.files.size} files, ${raw} bytes, ${gz} gzipped`);
  }
} finally {
  await browser.close();
  for (const side of Object.values(sides)) side.server.close();
}
