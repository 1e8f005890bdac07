// Copy link and export, through the real toolbar buttons: the system clipboard
// gets the full share URL; when the browser refuses, the link appears selected in a text field;
// CSV / JSON downloads hold exactly the numbers of getResult(); the PNG download is a real,
// non-blank picture at the framebuffer's resolution (2× on a HiDPI screen).
import fs from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';
import { decodePng, assertNotBlank } from './png.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

async function downloadVia(h, page, action) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }), action()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

const h = useHarness();

// A page (clipboard allowed) showing a small scene of our own.
async function scenePage() {
  const page = await h.open({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });
  await api(page, 'setScene', { query: [0.3, 0.7], keys: [[1, 0], [0, 1], [0.5, 0.5]],
                                values: [[1, 0], [0, 1], [2, 2]] });
  await h.frames(page, 2);
  return page;
}

test('Copy link puts the full share URL on the clipboard', async () => {
  const page = await scenePage();
  await h.click(page, 'toolbar/copy_link');
  const link = await api(page, 'getLink');
  const copied = await page.waitForFunction(
    (l) => navigator.clipboard.readText().then((t) => (t === l ? t : null)), link, { timeout: 5000 })
    .then((r) => r.jsonValue()).catch(() => page.evaluate(() => navigator.clipboard.readText()));
  assert.deepStrictEqual(copied, link, 'clipboard text');
  assert.ok(copied.startsWith(h.base) && copied.includes('#v1.'), `copied: ${copied.slice(0, 60)}…`);
});

test('Copy link falls back to a selected text field when the clipboard is refused', async () => {
  const p = await h.newPage();
  await p.addInitScript(() => {
    Clipboard.prototype.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await h.open({ page: p });
  await h.click(p, 'toolbar/copy_link');
  await p.waitForSelector('#copy-fallback:not([hidden])', { timeout: 5000 });
  const f = await p.evaluate(() => {
    const field = document.getElementById('copy-fallback-text');
    return { value: field.value, focused: document.activeElement === field,
             selected: field.selectionStart === 0 && field.selectionEnd === field.value.length };
  });
  assert.deepStrictEqual(f.value, await api(p, 'getLink'), 'link in the fallback field');
  assert.ok(f.focused && f.selected, `fallback field focused ${f.focused}, selected ${f.selected}`);
  await h.screenshot(p, 'copy-fallback');
  await p.click('#copy-fallback-close');
  assert.deepStrictEqual(await p.evaluate(() => document.getElementById('copy-fallback').hidden), true,
              'fallback closed');
  await p.context().close();
});

test('Export → CSV holds the current scores, weights and output', async () => {
  const page = await scenePage();
  await h.click(page, 'toolbar/export');
  const { name, bytes } = await downloadVia(h, page, () => h.click(page, 'export/csv'));
  assert.deepStrictEqual(name, 'attention.csv', 'file name');
  const lines = bytes.toString('utf8').trim().split('\n');
  const result = await api(page, 'getResult');
  const scene = await api(page, 'getScene');
  assert.deepStrictEqual(lines.length, scene.keys.length + 2, 'CSV lines (header + keys + output)');
  assert.ok(lines[0].startsWith('key,label,may_attend,score,weight'), `header: ${lines[0]}`);
  const rows = lines.slice(1, -1).map((l) => l.split(','));
  assert.deepStrictEqual(rows.map((r) => Number(r[4])), result.weights, 'CSV weights vs getResult');
  assert.deepStrictEqual(rows.map((r) => Number(r[3])), result.scores, 'CSV scores vs getResult');
  assert.deepStrictEqual(lines.at(-1).split(',').slice(5).map(Number), result.output, 'CSV output row');
});

test('Export → JSON holds the scene', async () => {
  const page = await scenePage();
  await h.click(page, 'toolbar/export');
  const { bytes } = await downloadVia(h, page, () => h.click(page, 'export/json'));
  assert.deepStrictEqual(JSON.parse(bytes.toString('utf8')), await api(page, 'getScene'), 'exported scene');
});

test('Export → PNG is a real picture of the page', async () => {
  const page = await scenePage();
  await h.click(page, 'toolbar/export');
  const { name, bytes } = await downloadVia(h, page, () => h.click(page, 'export/png'));
  assert.deepStrictEqual(name, 'attention.png', 'file name');
  fs.writeFileSync(new URL('./artifacts/export-page.png', import.meta.url), bytes);
  const s = assertNotBlank(bytes, 'exported PNG');
  assert.deepStrictEqual([s.width, s.height], [1280, 800], 'exported PNG size');
});

test('PNG export of a region at devicePixelRatio 2 has full resolution', async () => {
  const hi = await h.open({ contextOptions: { deviceScaleFactor: 2 } });
  const r = await h.rect(hi, 'canvas');
  const { bytes } = await downloadVia(h, hi, () => api(hi, 'exportPng', 'canvas.png', r.x, r.y, r.w, r.h));
  fs.writeFileSync(new URL('./artifacts/export-canvas-hidpi.png', import.meta.url), bytes);
  const img = decodePng(bytes);
  assert.ok(Math.abs(img.width - 2 * r.w) <= 2 && Math.abs(img.height - 2 * r.h) <= 2,
         `region ${r.w}×${r.h} exported as ${img.width}×${img.height}, expected 2×`);
  assertNotBlank(bytes, 'exported canvas region');
  await hi.context().close();
});
