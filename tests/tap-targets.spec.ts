// WCAG 2.2 SC 2.5.8 (Target Size, Minimum) on ten pages at 390 px: every visible link and button
// is at least 24 × 24 CSS px, or passes the spacing exception (a 24 px circle centred on it meets
// no other target nor another small target's circle), or is inline: a link inside a sentence,
// whose size the line-height of the text around it decides.
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

const PAGES = [
  '/vi',
  '/vi/san-pham',
  '/vi/san-pham/ao-mua-gon-nhe',
  '/vi/bang-gia-ve',
  '/vi/dat-ve',
  '/vi/bai-viet',
  '/vi/bai-viet/an-gi-o-ta-xua',
  '/vi/gio-hang',
  '/vi/thuc-don',
  '/vi/lien-he',
];

interface Finding {
  target: string;
  width: number;
  height: number;
}

/** The targets that fail 2.5.8 on the page as it stands (runs in the page). */
async function undersizedTargets(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const isBlock = (el: Element) => !getComputedStyle(el).display.startsWith('inline');
    /** A link in running text: inline, and its block holds words that are not links. */
    const inSentence = (el: Element): boolean => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && !isBlock(block)) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('a, button')) continue;
        if ((node.textContent ?? '').trim().length > 1) return true;
      }
      return false;
    };
    const targets = [...document.querySelectorAll('a[href], button')].filter((el) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const box = el.getBoundingClientRect();
      // Visually hidden until focused (the skip link): not a target while hidden.
      return box.width > 1 && box.height > 1;
    });
    const boxes = targets.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const small = boxes.filter(
      ({ el, box }) => (box.width < MIN - 0.5 || box.height < MIN - 0.5) && !inSentence(el),
    );
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    /** Distance from a point to a rectangle (0 inside). */
    const distance = (p: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - p.x, 0, p.x - box.right),
        Math.max(box.top - p.y, 0, p.y - box.bottom),
      );
    const failing = small.filter(({ el, box }) => {
      const c = centre(box);
      return boxes.some((other) => {
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
        const otherSmall = small.some((s) => s.el === other.el);
        // The spacing exception: this target's 24 px circle meets no other target, nor another
        // small target's own circle.
        return otherSmall
          ? Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < MIN
          : distance(c, other.box) < MIN / 2;
      });
    });
    return failing.map(({ el, box }) => ({
      target: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label')}"`,
      width: Math.round(box.width),
      height: Math.round(box.height),
    }));
  });
}

for (const path of PAGES) {
  test(`every link and button on ${path} is at least 24 × 24 px at 390 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 15_000 });
    expect(await undersizedTargets(page)).toEqual([]);
  });
}

test('the breadcrumbs, card titles and footer controls are 24 px boxes themselves', async ({
  page,
}) => {
  // These passed only by the spacing exception when they were 20–23 px tall: now they need none.
  for (const path of ['/vi/san-pham', '/vi/san-pham/ao-mua-gon-nhe']) {
    await page.goto(path);
    const boxes = await page
      .locator('nav[aria-label] ol a, .card-link, footer a, footer button')
      .evaluateAll((elements) =>
        elements
          .filter((el) => el.checkVisibility())
          .map((el) => {
            const box = el.getBoundingClientRect();
            return { text: (el.textContent ?? '').trim().slice(0, 30), height: box.height };
          }),
      );
    expect(boxes.length).toBeGreaterThan(5);
    expect(boxes.filter((box) => box.height < 23.5)).toEqual([]);
  }
});
