// Issue 14: if the wasm instance aborts, nothing is lost. The page is opened with ?debug (which
// alone exposes attention.__debugAbort), the scene is changed (the app writes the new fragment
// with replaceState), then the instance is made to abort (std::abort) or to trap (unreachable).
// The error panel must show "The playground stopped" with a "reopen with your last state" link
// whose fragment is the last one the app wrote; following it starts the page again (without the
// debug switch) with that very scene.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parseArgs } from 'node:util';
import { Harness } from './harness.mjs';

// ctest passes --dist and --cli (the harness reads them); nothing else is accepted.
parseArgs({ options: { dist: { type: 'string' }, cli: { type: 'string' } }, strict: true });

const SCENE = { score: 'dot', query: [1, 2], keys: [[1, 0], [0, 1], [1, 1]], values: [[1], [2], [3]] };
let h;

before(async () => { h = await Harness.start(); });
after(async () => { if (h) await h.close(); });

for (const how of ['abort', 'trap']) {
  test(`a forced ${how} shows the error panel with a link that reopens the last state`, async () => {
    const page = await h.open({ query: 'debug=1' });
    await page.evaluate((s) => window.attention.setScene(s), SCENE);
    const fragment = (await page.evaluate(() => window.attention.getLink())).split('#')[1];
    await page.waitForFunction((f) => location.hash === '#' + f, fragment, { timeout: 10000 });

    const thrown = await page.evaluate((w) => {
      try { window.attention.__debugAbort(w); return 'returned'; } catch (e) { return String(e); }
    }, how);
    assert.notEqual(thrown, 'returned', 'the debug abort returned normally');
    await page.waitForFunction(() => !document.getElementById('error').hidden, null,
                               { timeout: 10000 });
    const panel = await page.evaluate(() => ({
      title: document.getElementById('error-title').textContent,
      linkHidden: document.getElementById('error-reopen').hidden,
      linkText: document.getElementById('error-reopen').textContent,
      href: document.getElementById('error-reopen').href,
    }));
    assert.match(panel.title, /stopped/);
    assert.equal(panel.linkHidden, false);
    assert.match(panel.linkText, /reopen with your last state/i);
    const href = new URL(panel.href);
    assert.equal(href.hash, '#' + fragment);
    assert.equal(href.searchParams.has('debug'), false);
    await h.screenshot(page, `crash-${how}-panel`);

    await page.click('#error-reopen');
    await h.waitReady(page);
    const scene = await page.evaluate(() => window.attention.getScene());
    assert.deepEqual(scene.query, SCENE.query);
    assert.deepEqual(scene.keys, SCENE.keys);
    assert.equal(await page.evaluate(() => typeof window.attention.__debugAbort), 'undefined',
                 'the debug API exists without ?debug');
    await page.context().close();
  });
}
