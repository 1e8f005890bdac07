// Screen readers and keyboards: axe-core (npm) finds no serious or critical violation
// in the page's DOM part; the hidden live summary (#view-summary, aria-live="polite") says what
// the open tab shows and follows edits, tab switches (a real click), the language and the
// translator; ImGui's keyboard navigation reaches the tab bar with arrow keys, draws a visible
// (amber) focus frame and Space switches the tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useHarness } from './harness.mjs';
import { decodePng } from './png.mjs';

const h = useHarness();
const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const summary = (page) => page.evaluate(() => document.getElementById('view-summary').textContent);
async function waitSummary(page, what, fn, timeout = 10000) {
  let text = '';
  const found = await h.waitFor(page, () => `the summary (it never ${what}; last: "${text}")`, async () => {
    text = await summary(page);
    return fn(text) ? { text } : null;
  }, { timeout, pauseMs: 0 });
  return found.text;
}

test('axe-core: no serious or critical violation', async () => {
  const page = await h.open();
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(() => window.axe.run(document));
  for (const v of result.violations)
    console.log(`     axe ${v.impact}: ${v.id}: ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepStrictEqual(bad.map((v) => `${v.id}: ${v.help}`), [], 'serious/critical violations');
  assert.ok(result.passes.length > 5, `axe ran only ${result.passes.length} passing checks`);
});

test('the live summary says what the tab shows and follows edits', async () => {
  const page = await h.open();
  const attrs = await page.evaluate(() => {
    const el = document.getElementById('view-summary');
    return { live: el.getAttribute('aria-live'), atomic: el.getAttribute('aria-atomic'),
             width: el.getBoundingClientRect().width };
  });
  assert.deepStrictEqual([attrs.live, attrs.atomic], ['polite', 'true'], 'aria-live / aria-atomic');
  assert.ok(attrs.width <= 1, 'the summary is visually hidden');
  // The default scene, with the numbers getResult() gives.
  const r = await page.evaluate(() => window.attention.getResult());
  const text = await summary(page);
  for (const w of r.weights) assert.ok(text.includes(w.toFixed(2)), `${w.toFixed(2)} not in "${text}"`);
  assert.ok(text.startsWith('Vector lab. Weights: '), text);

  // An edit: two equal keys share the weight.
  await page.evaluate(() => window.attention.setScene({
    score: 'dot', query: [1, 0], keys: [[1, 0], [1, 0]], labels: ['sun', 'moon'],
    values: [[1, 0], [0, 1]] }));
  await waitSummary(page, 'followed setScene',
                    (t) => t === 'Vector lab. Weights: sun 0.50, moon 0.50. Output (0.50, 0.50).');
  // Undo is an edit too.
  await page.evaluate(() => window.attention.undo());
  await waitSummary(page, 'followed undo', (t) => t === text);

  // A real click on a tab.
  await h.click(page, 'tab/batched');
  await waitSummary(page, 'showed the batched tab', (t) => t.startsWith('Batched queries: 4 queries over 4 keys'));
  // The language: Chinese text, and the page's lang follows.
  await page.evaluate(() => window.attention.setLanguage('zh'));
  await waitSummary(page, 'turned Chinese', (t) => t.startsWith('批量查询'));
  assert.strictEqual(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  await page.evaluate(() => window.attention.setLanguage('en'));
  await waitSummary(page, 'turned English again', (t) => t.startsWith('Batched queries'));
});

test('the translator summary names each French word\'s strongest English word', async () => {
  const page = await h.open();
  await page.evaluate(() => window.attention.translate('She saw him yesterday.'));
  await page.evaluate(() => window.attention.setState({
    view: { tab: 'translate' }, translation: { sentence: 'She saw him yesterday.' } }));
  const text = await waitSummary(page, 'gave the translation', (t) => t.includes('Elle l\'a vu hier.'), 30000);
  for (const pair of ['vu → saw', 'hier → yesterday'])
    assert.ok(text.includes(pair), `"${pair}" not in "${text}"`);
});

test('keyboard: arrow keys reach the tab bar with a visible focus frame; Space switches', async () => {
  const page = await h.open();
  await page.emulateMedia({ colorScheme: 'dark' });  // the amber looked for is the dark theme's
  await h.frames(page, 2);
  const target = await h.rect(page, 'tab/translate');
  const nav = () => page.evaluate(() => window.attention._navFocus());
  const onTarget = (n) => n.rect && Math.abs(n.rect.x - target.x) < 8 && Math.abs(n.rect.y - target.y) < 8;
  let n = await nav();
  // Down once enters the tab bar (under the toolbar); right moves along it.
  for (let i = 0; i < 12 && !onTarget(n); i++) {
    const inTabRow = n.visible && n.rect && Math.abs(n.rect.y - target.y) < 8;
    await page.keyboard.press(inTabRow ? 'ArrowRight' : 'ArrowDown');
    await h.frames(page, 2);
    n = await nav();
  }
  assert.ok(onTarget(n), `keyboard focus never reached tab/translate: ${JSON.stringify(n)}`);
  assert.ok(n.visible, 'the focus frame is not drawn');
  // The amber frame (ImGuiCol_NavHighlight) is on screen around the focused tab.
  const png = decodePng(await page.screenshot({ clip: { x: n.rect.x - 6, y: n.rect.y - 6,
                                                        width: n.rect.w + 12, height: n.rect.h + 12 } }));
  let amber = 0;
  for (let i = 0; i < png.width * png.height; i++) {
    const [r, g, b] = [png.rgba[4 * i], png.rgba[4 * i + 1], png.rgba[4 * i + 2]];
    if (r > 230 && g > 160 && g < 215 && b < 60) amber++;
  }
  assert.ok(amber > n.rect.w, `only ${amber} amber focus-frame pixels around the tab`);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.attention.getState().view.tab === 'translate', null,
                             { timeout: 5000 });
});
