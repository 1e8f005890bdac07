// The UI faces the page fetches after its first frame (src/app/page/late_fonts.h): the first load
// carries Noto Sans only and the page is ready while the bold, mono and maths fonts are still held
// back; once they arrive the atlas holds each face's own font. A font that cannot be loaded leaves
// its face in Noto Sans, says so in the console, and the page keeps working with its state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useHarness, parseArgs } from './harness.mjs';

const dist = parseArgs().dist;
const fontBytes = (name) => fs.statSync(path.join(dist, 'assets/fonts', name)).size;
const LATE = /\/assets\/fonts\/ui-(sans-bold|mono|math)\.ttf$/;

const h = useHarness();
const atlas = (page) => page.evaluate(() => window.attention._fontAtlas());

test('the page is ready before the bold, mono and maths fonts arrive, then draws with them', async () => {
  const page = await h.newPage();
  let release;
  const held = new Promise((r) => { release = r; });
  const requested = [];
  await page.route(LATE, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.goto(h.url());
  await page.evaluate(() => window.attention.ready);
  const before = await atlas(page);
  assert.equal(before.lateFontsMerged, false, 'merged before the fonts were let through');
  assert.equal(before.fontBytes['ap-title'], fontBytes('ui-sans.ttf'), 'the title face before: Noto Sans');
  assert.equal(before.fontBytes['ap-mono'], fontBytes('ui-sans.ttf'), 'the mono face before: Noto Sans');
  assert.equal(before.fontBytes['ap-math'], undefined, 'no maths font before');
  release();
  await h.waitFor(page, 'the later faces merged', async () => (await atlas(page)).lateFontsMerged);
  const after = await atlas(page);
  assert.equal(after.fontBytes['ap-body'], fontBytes('ui-sans.ttf'), 'the body face');
  assert.equal(after.fontBytes['ap-title'], fontBytes('ui-sans-bold.ttf'), 'the title face after');
  assert.equal(after.fontBytes['ap-mono'], fontBytes('ui-mono.ttf'), 'the mono face after');
  assert.equal(after.fontBytes['ap-math'], fontBytes('ui-math.ttf'), 'the maths font after');
  assert.deepEqual(after.missing, [], 'no missing glyphs');
  assert.deepEqual(requested.sort(), ['/assets/fonts/ui-math.ttf', '/assets/fonts/ui-mono.ttf',
                                      '/assets/fonts/ui-sans-bold.ttf'], 'each fetched once');
  await h.screenshot(page, 'fonts-late');
});

test('a font that cannot be loaded: a console message, its face in Noto Sans, the state kept', async () => {
  const page = await h.newPage();
  const warnings = [];
  page.on('console', (m) => warnings.push(m.text()));
  await page.route('**/assets/fonts/ui-mono.ttf', (route) => route.fulfill({
    status: 200, contentType: 'font/ttf', body: '<!doctype html><title>not a font</title>',
  }));
  await page.goto(h.url());
  await page.evaluate(() => window.attention.ready);
  const state = await page.evaluate(() => window.attention.getState());
  await h.waitFor(page, 'the later faces merged', async () => (await atlas(page)).lateFontsMerged);
  const a = await atlas(page);
  assert.equal(a.fontBytes['ap-mono'], fontBytes('ui-sans.ttf'), 'the mono face stays in Noto Sans');
  assert.equal(a.fontBytes['ap-title'], fontBytes('ui-sans-bold.ttf'), 'the title face still bold');
  assert.ok(warnings.some((w) => /ui-mono\.ttf.*not a TrueType\/OpenType font/.test(w)),
            `console: ${warnings.join(' | ')}`);
  await h.frames(page, 3);
  assert.deepEqual(await page.evaluate(() => window.attention.getState()), state, 'the state kept');
  assert.equal(typeof await page.evaluate(() => window.attention.linkFragment()), 'string',
               'the page still answers');
});
