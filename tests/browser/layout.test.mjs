// No cut-off panels, in the real page: "the layout adapts from 360 px phones to
// 2560 px desktops": every tab and every tour step, at a 360 px phone (touch, DPR 2), the
// phone turned to landscape, a tablet, and 1280, 1920 and 2560 px desktops, in English, and on
// the phone and laptop in Chinese (its labels have other widths). After each switch the page's
// own overflow report (attention._debugLayoutOverflow(), ui/layout_overflow.h: windows whose
// content runs past their right edge without a way to scroll there) must be empty. The same
// check runs natively in ui_tests UiLayout.*; this one has the browser's fonts, DPR and the
// Chinese font. Screenshots of the desktop sizes go to artifacts/layout-<size>-<lang>-<tab>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './harness.mjs';
import { SCREENS, TABS } from './screens.mjs';

const h = useHarness();
const TOUR_STEPS = 7;
const SIZES = SCREENS;
const SHOOT = new Set(['desktop1920', 'desktop2560']);

async function checkEveryTab(size, language) {
  const page = await h.open({ contextOptions: SIZES[size] });
  if (language !== 'en') {
    await page.evaluate((l) => window.attention.setState({ view: { language: l } }), language);
    await page.waitForFunction((l) => window.attention._displayLanguage() === l, language, { timeout: 30000 });
  }
  const problems = [];
  for (const tab of TABS) {
    for (let step = 0; step < (tab === 'tour' ? TOUR_STEPS : 1); ++step) {
      await page.evaluate(([t, s]) => window.attention.setState({ view: { tab: t }, demos: { tour_step: s } }),
                          [tab, step]);
      await h.frames(page, 4);
      const overflow = await page.evaluate(() => window.attention._debugLayoutOverflow());
      const where = tab === 'tour' ? `tour step ${step + 1}` : tab;
      for (const o of overflow)
        problems.push(`${where}: ${o.window} runs ${Math.round(o.overflow)} px past a ${Math.round(o.width)} px window`);
      if (SHOOT.has(size) && step === 0) await h.screenshot(page, `layout-${size}-${language}-${tab}`);
    }
  }
  await page.context().close();
  assert.deepStrictEqual(problems, [], `${size} (${language}): content cut off at the right edge`);
}

for (const size of Object.keys(SIZES))
  test(`nothing is cut off at ${size} (en)`, () => checkEveryTab(size, 'en'));
for (const size of ['phone360', 'laptop1280'])
  test(`nothing is cut off at ${size} (zh)`, () => checkEveryTab(size, 'zh'));
