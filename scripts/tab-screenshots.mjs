// Screenshots of every tab at phone, landscape, laptop and desktop sizes, for looking at layouts
// by eye (issues #11/#12), with the layout-overflow report (ui/layout_overflow.h) of each.
//   node scripts/tab-screenshots.mjs [--dist build/web/dist] [--out /tmp/tabs]
//        [--sizes p360,l740,d1280,d1920,d2560] [--tabs lab,train] [--lang en|zh] [--theme dark|light]
// Prints one line per shot: size, tab, and the windows that overflow (nothing when none does).
import fs from 'node:fs';
import { Harness } from '../tests/browser/harness.mjs';

const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const SIZES = {
  p360: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  l740: { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  t820: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  d1280: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  d1920: { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  d2560: { viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 1 },
};
const ALL_TABS = ['lab', 'batched', 'translate', 'bottleneck', 'train', 'painting', 'self', 'heads', 'tour'];
const out = opt('out', '/tmp/tabs');
const sizes = opt('sizes', 'p360,d1920').split(',');
const tabs = opt('tabs', ALL_TABS.join(',')).split(',');
const language = opt('lang', 'en');
const theme = opt('theme', 'dark');
fs.mkdirSync(out, { recursive: true });

const h = await new Harness().start({ argv: ['--dist', opt('dist', 'build/web/dist')] });
try {
  for (const size of sizes) {
    if (!SIZES[size]) throw new Error(`unknown size ${size}: one of ${Object.keys(SIZES).join(', ')}`);
    const page = await h.open({ contextOptions: { ...SIZES[size], colorScheme: theme } });
    if (language !== 'en') {
      await page.evaluate((l) => window.attention.setState({ view: { language: l } }), language);
      await page.waitForFunction((l) => window.attention.getLanguage() === l, language, { timeout: 30000 });
    }
    for (const tab of tabs) {
      await page.evaluate((t) => window.attention.setState({ view: { tab: t } }), tab);
      await h.frames(page, 5);
      const file = `${out}/${size}-${language}-${tab}.png`;
      await page.screenshot({ path: file });
      const overflow = await page.evaluate(() => window.attention._debugLayoutOverflow());
      const text = overflow.map((o) => `${o.window} +${Math.round(o.overflow)}px`).join('; ');
      console.log(`${size} ${tab}: ${file}${text ? '  OVERFLOW ' + text : ''}`);
    }
    await page.context().close();
  }
} finally {
  await h.browser.close();
  h.server.close();
}
