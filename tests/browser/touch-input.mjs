// touch-input.mjs: real touch input for the phone tests. A page in Playwright's phone emulation
// (390×844, touch, DPR 3) receives touch sequences through CDP (Input.dispatchTouchEvent), which
// SDL2 hands the app as fingers (src/platform/touch_input.h). One Fingers object per page:
//   const p = await openPhone(h);  p.page, p.tapAt(x, y), p.tap(id), p.drag(a, b),
//   p.swipe(a, b, watch), p.pinch(a, b, a2, b2), p.settledRect(id)
import { sleep } from './harness.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// ?longpress=3000: SwiftShader at DPR 3 on a loaded machine can deliver a quick tap's touchend
// over 500 ms late, which would make it a long press (src/platform/touch_input.h). A test of the
// long press itself opens with query '' and gets the real 500 ms.
export async function openPhone(h, { contextOptions = PHONE, query = 'longpress=3000' } = {}) {
  const page = await h.open({ contextOptions, query });
  return new Fingers(h, page, await page.context().newCDPSession(page));
}

export class Fingers {
  constructor(h, page, cdp) {
    this.h = h;
    this.page = page;
    this.cdp = cdp;
  }

  // Sends one touch event with the fingers at `points` (none for touchEnd).
  touch(type, points = []) {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i + 1 })) });
  }

  // A quick tap (well under the 500 ms of a long press, even when SwiftShader draws slowly).
  async tapAt(x, y) {
    await this.touch('touchStart', [{ x, y }]);
    await this.touch('touchEnd');
    await this.h.frames(this.page, 3);
  }

  // A tap on the centre of a widget the UI recorded.
  async tap(id) {
    const r = await this.h.rect(this.page, id);
    await this.tapAt(r.cx, r.cy);
  }

  // Fingers land on `from`, move to `to` in `steps` moves 16 ms apart (a finger at 60 Hz), and
  // lift. The moves are not paced by drawn frames: SwiftShader at DPR 3 draws far slower than a
  // phone, and a finger that takes over 500 ms to leave the slop circle would be a long press.
  async move(from, to, steps) {
    await this.touch('touchStart', from);
    if (from.length > 1) await this.h.frames(this.page, 1);  // both fingers are down first
    for (let i = 1; i <= steps; i++) {
      await sleep(16);
      const f = i / steps;
      await this.touch('touchMove', from.map((a, k) => ({ x: a.x + (to[k].x - a.x) * f, y: a.y + (to[k].y - a.y) * f })));
    }
    await this.h.frames(this.page, 2);
    await this.touch('touchEnd');
  }

  // A one-finger drag from a to b.
  async drag(a, b, steps = 8) {
    await this.move([a], [b], steps);
    await this.h.frames(this.page, 3);
  }

  // A one-finger swipe from a to b; waits until the fling's inertia has stopped (`watch`, a
  // widget's id, stays put over a few frames).
  async swipe(a, b, watch, steps = 8) {
    await this.move([a], [b], steps);
    await this.settledRect(watch);
  }

  // Two fingers land at a and b, move apart (or together) to a2 and b2, and lift.
  async pinch(a, b, a2, b2, steps = 8) {
    await this.move([a, b], [a2, b2], steps);
    await this.h.frames(this.page, 3);
  }

  // Waits until a fling's inertia has stopped: the widget's rect stays put over a few frames.
  async settledRect(id) {
    let last = '';
    for (let i = 0; i < 100; i++) {
      await this.h.frames(this.page, 2);
      const r = JSON.stringify(await this.page.evaluate((w) => window.attention._debugItemRect(w), id));
      if (r === last) return JSON.parse(r);
      last = r;
    }
    throw new Error(`${id} kept moving`);
  }
}
