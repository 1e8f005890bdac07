// Copy link and export (issue #3 §3, §5), through the real toolbar buttons: the system clipboard
// gets the full share URL; when the browser refuses, the link appears selected in a text field;
// CSV / JSON downloads hold exactly the numbers of getResult(); the PNG download is a real,
// non-blank picture at the framebuffer's resolution (2× on a HiDPI screen).
import fs from 'node:fs';
import { runTests, assert, assertEqual } from './harness.mjs';
import { decodePng, assertNotBlank } from './png.mjs';

const api = (page, fn, ...args) => page.evaluate(([f, a]) => window.attention[f](...a), [fn, args]);

async function downloadVia(h, page, action) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }), action()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

await runTests(async (h) => {
  let page;

  h.test('Copy link puts the full share URL on the clipboard', async () => {
    page = await h.open({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });
    await api(page, 'setScene', { query: [0.3, 0.7], keys: [[1, 0], [0, 1], [0.5, 0.5]],
                                  values: [[1, 0], [0, 1], [2, 2]] });
    await h.frames(page, 2);
    await h.click(page, 'toolbar/copy_link');
    const link = await api(page, 'getLink');
    const copied = await page.waitForFunction(
      (l) => navigator.clipboard.readText().then((t) => (t === l ? t : null)), link, { timeout: 5000 })
      .then((r) => r.jsonValue()).catch(() => page.evaluate(() => navigator.clipboard.readText()));
    assertEqual(copied, link, 'clipboard text');
    assert(copied.startsWith(h.base) && copied.includes('#v1.'), `copied: ${copied.slice(0, 60)}…`);
  });

  h.test('Copy link falls back to a selected text field when the clipboard is refused', async () => {
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
    assertEqual(f.value, await api(p, 'getLink'), 'link in the fallback field');
    assert(f.focused && f.selected, `fallback field focused ${f.focused}, selected ${f.selected}`);
    await h.screenshot(p, 'copy-fallback');
    await p.click('#copy-fallback-close');
    assertEqual(await p.evaluate(() => document.getElementById('copy-fallback').hidden), true,
                'fallback closed');
    await p.context().close();
  });

  h.test('Export → CSV holds the current scores, weights and output', async () => {
    await h.click(page, 'toolbar/export');
    const { name, bytes } = await downloadVia(h, page, () => h.click(page, 'export/csv'));
    assertEqual(name, 'attention.csv', 'file name');
    const lines = bytes.toString('utf8').trim().split('\n');
    const result = await api(page, 'getResult');
    const scene = await api(page, 'getScene');
    assertEqual(lines.length, scene.keys.length + 2, 'CSV lines (header + keys + output)');
    assert(lines[0].startsWith('key,label,may_attend,score,weight'), `header: ${lines[0]}`);
    const rows = lines.slice(1, -1).map((l) => l.split(','));
    assertEqual(rows.map((r) => Number(r[4])), result.weights, 'CSV weights vs getResult');
    assertEqual(rows.map((r) => Number(r[3])), result.scores, 'CSV scores vs getResult');
    assertEqual(lines.at(-1).split(',').slice(5).map(Number), result.output, 'CSV output row');
  });

  h.test('Export → JSON holds the scene', async () => {
    await h.click(page, 'toolbar/export');
    const { bytes } = await downloadVia(h, page, () => h.click(page, 'export/json'));
    assertEqual(JSON.parse(bytes.toString('utf8')), await api(page, 'getScene'), 'exported scene');
  });

  h.test('Export → PNG is a real picture of the page', async () => {
    await h.click(page, 'toolbar/export');
    const { name, bytes } = await downloadVia(h, page, () => h.click(page, 'export/png'));
    assertEqual(name, 'attention.png', 'file name');
    fs.writeFileSync(new URL('./artifacts/export-page.png', import.meta.url), bytes);
    const s = assertNotBlank(bytes, 'exported PNG');
    assertEqual([s.width, s.height], [1280, 800], 'exported PNG size');
  });

  h.test('PNG export of a region at devicePixelRatio 2 has full resolution', async () => {
    const hi = await h.open({ contextOptions: { deviceScaleFactor: 2 } });
    const r = await h.rect(hi, 'canvas');
    const { bytes } = await downloadVia(h, hi, () => api(hi, 'exportPng', 'canvas.png', r.x, r.y, r.w, r.h));
    fs.writeFileSync(new URL('./artifacts/export-canvas-hidpi.png', import.meta.url), bytes);
    const img = decodePng(bytes);
    assert(Math.abs(img.width - 2 * r.w) <= 2 && Math.abs(img.height - 2 * r.h) <= 2,
           `region ${r.w}×${r.h} exported as ${img.width}×${img.height}, expected 2×`);
    assertNotBlank(bytes, 'exported canvas region');
    await hi.context().close();
  });
});
