// window.attention against its documentation (docs/js-api.md), in a real page:
//   - the page has exactly the functions the docs' tables list (the `_` debug ones included;
//     the `__` ones only with ?debug), so the docs and the build cannot drift apart;
//   - getLanguage() answers "zh" right after setLanguage('zh'), before any frame or font;
//   - errors carry the public function's name ("translate: …", "explain: …"), and explain's list
//     of models names only those it accepts;
//   - the exports answer true and start a download (they do not return the file's text).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT, useHarness } from './harness.mjs';

const h = useHarness();

// The first cell of a Markdown table row: up to the first '|' that is not escaped.
function firstCell(row) {
  let cell = '';
  for (let i = 1; i < row.length; i++) {
    if (row[i] === '\\' && i + 1 < row.length) { cell += row.slice(i, i + 2); i++; continue; }
    if (row[i] === '|') break;
    cell += row[i];
  }
  return cell;
}

// The functions docs/js-api.md lists: the name opening each `code span` of the first column of
// the tables under "## Functions" and "## Debug functions".
function documentedFunctions(markdown) {
  const names = new Set();
  let inTables = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inTables = line === '## Functions' || line === '## Debug functions';
    if (!inTables || !line.startsWith('| `')) continue;
    const spans = firstCell(line).split('`').filter((_, i) => i % 2 === 1);
    for (const span of spans) {
      const m = /^[A-Za-z_]\w*/.exec(span);
      if (m) names.add(m[0]);
    }
  }
  return names;
}

const DOCS = documentedFunctions(fs.readFileSync(path.join(ROOT, 'docs/js-api.md'), 'utf8'));

// What window.attention holds: its functions and its other members.
const members = (page) => page.evaluate(() => {
  const a = window.attention;
  const keys = Object.keys(a);
  return { functions: keys.filter((k) => typeof a[k] === 'function').sort(),
           others: keys.filter((k) => typeof a[k] !== 'function').sort() };
});

const difference = (a, b) => [...a].filter((x) => !b.has(x)).sort();

test('the docs list functions the parser can read', () => {
  assert.ok(DOCS.has('ready') && DOCS.has('getLanguage') && DOCS.has('_displayLanguage'),
            `parsed from docs/js-api.md: ${[...DOCS].join(', ')}`);
  assert.ok(DOCS.size > 60, `only ${DOCS.size} functions parsed from docs/js-api.md`);
});

test('window.attention has exactly the documented functions', async () => {
  for (const query of ['', 'debug=1']) {
    const page = await h.open({ query });
    const { functions, others } = await members(page);
    assert.deepStrictEqual(others, ['ready'], `non-function members (?${query})`);
    const present = new Set([...functions, ...others]);
    // The `__` functions exist only with ?debug.
    const expected = new Set([...DOCS].filter((n) => query || !n.startsWith('__')));
    const undocumented = difference(present, expected);
    const missing = difference(expected, present);
    assert.deepStrictEqual(undocumented, [],
                           `on window.attention (?${query}) but not in docs/js-api.md: ${undocumented.join(', ')}`);
    assert.deepStrictEqual(missing, [],
                           `in docs/js-api.md but not on window.attention (?${query}): ${missing.join(', ')}`);
    await page.context().close();
  }
});

test('getLanguage() follows setLanguage() at once; the UI draws Chinese once the font is there', async () => {
  const page = await h.open();
  const now = await page.evaluate(() => {
    const a = window.attention;
    const before = a.getLanguage();
    a.setLanguage('zh');
    return { before, after: a.getLanguage(), state: a.getState().view.language };
  });
  assert.deepStrictEqual(now, { before: 'en', after: 'zh', state: 'zh' }, 'in the same task as setLanguage');
  await h.waitFor(page, 'the UI drawn in Chinese',
                  async () => (await page.evaluate(() => window.attention._displayLanguage())) === 'zh');
  assert.deepStrictEqual(await page.evaluate(() => window.attention.getLanguage()), 'zh');
  const back = await page.evaluate(() => { window.attention.setLanguage('en'); return window.attention.getLanguage(); });
  assert.deepStrictEqual(back, 'en', 'right after setLanguage("en")');
});

// The message of what fn (run in the page) threw or rejected with.
const failure = (page, fn) => page.evaluate(`(async () => {
  try { await (${fn})(); return 'no error'; } catch (e) { return String(e && e.message); }
})()`);

test('errors start with the public function name', async () => {
  const page = await h.open();
  assert.match(await failure(page, () => window.attention.translate(42)),
               /^translate: the first argument must be the English sentence/);
  assert.match(await failure(page, () => window.attention.translate('the cat', { beam: 0 })),
               /^translate: beam must be/);
  assert.deepStrictEqual(await failure(page, () => window.attention.explain('the cat', { model: 'bogus' })),
                         'explain: model must be "search" or "transformer", not "bogus"');
  assert.match(await failure(page, () => window.attention.explain('the cat', { model: 'encdec' })),
               /^explain: RNNencdec has no attention to explain/);
  assert.match(await failure(page, () => window.attention.setLanguage('fr')), /^setLanguage: unknown language "fr"/);
  assert.match(await failure(page, () => window.attention.loadLink('v1.AAAA')), /^loadLink: link/);
});

test('the exports answer true and start a download', async () => {
  const page = await h.open();
  for (const [fn, file] of [['exportCsv', 'attention.csv'], ['exportJson', 'attention.json'],
                            ['exportPng', 'attention.png']]) {
    const [download, value] = await Promise.all([
      page.waitForEvent('download', { timeout: 15000 }),
      page.evaluate((f) => window.attention[f](), fn),
    ]);
    assert.deepStrictEqual(value, true, `${fn}() answers`);
    assert.deepStrictEqual(download.suggestedFilename(), file, `${fn}() downloads`);
  }
});
