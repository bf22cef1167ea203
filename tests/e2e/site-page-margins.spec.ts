// Cards keep the page margins on a phone (issue 25): no rounded box (a border or a background
// with rounded corners) reaches the screen's edge, where its corners would be cut off, and no
// page scrolls sideways. Part of a box that a scrolling strip clips is judged by what shows.
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';
import { siteRoutes } from './site-routes.ts';

const phoneWidths = [320, 375, 412];
const onSmallPhone = runsOn(['small-phone'], 'sets its own phone widths: one phone profile is enough');

/** The rounded boxes that touch the left or right edge of the screen, and whether the page scrolls sideways. */
function boxesAtTheEdge(): { boxes: string[]; scrollsSideways: boolean } {
  const screenWidth = document.documentElement.clientWidth;
  const transparent = 'rgba(0, 0, 0, 0)';
  const boxes: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const style = getComputedStyle(element);
    const rounded = [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomRightRadius,
      style.borderBottomLeftRadius,
    ].some((radius) => parseFloat(radius) > 0);
    const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== transparent,
    );
    const filled = style.backgroundColor !== transparent || style.backgroundImage !== 'none';
    if (!rounded || !(bordered || filled)) continue;
    // What shows of it: clipped by every ancestor that hides or scrolls its overflow, and by the screen.
    const box = element.getBoundingClientRect();
    let left = Math.max(box.left, 0);
    let right = Math.min(box.right, screenWidth);
    for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (right - left < 1) continue;
    if (left < 1 || right > screenWidth - 1) {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      boxes.push(
        `${element.tagName.toLowerCase()}${classes} shows from ${Math.round(left)} to ${Math.round(right)} px`,
      );
    }
  }
  return { boxes, scrollsSideways: document.documentElement.scrollWidth > screenWidth };
}

function testMarginsOf(path: string): void {
  test(
    `${path} keeps its rounded boxes inside the page margins at ${phoneWidths.join(', ')} px`,
    onSmallPhone,
    async ({ page }) => {
      await gotoReady(page, path);
      const findings: string[] = [];
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 667 });
        // Two frames: the resize's layout, and whatever the page's own resize handlers change.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const { boxes, scrollsSideways } = await page.evaluate(boxesAtTheEdge);
        findings.push(...boxes.map((box) => `${width} px: ${box}`));
        if (scrollsSideways) findings.push(`${width} px: the page scrolls sideways`);
      }
      expect(findings).toEqual([]);
    },
  );
}

for (const route of siteRoutes()) testMarginsOf(route.path);

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: [[/status of 404/], { scope: 'test' }] });
  testMarginsOf('/no-such-page');
});
