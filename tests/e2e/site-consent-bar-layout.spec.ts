// The consent bar leaves the page usable (issue 25): it takes a bounded share of the screen, the
// hero's call to action stays in view above it, and refusing is as easy as agreeing.
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';

/** The most of the screen's height the bar may take, by Playwright project. */
const largestShare: Readonly<Record<string, number>> = {
  'small-phone': 0.25,
  phone: 0.18,
  desktop: 0.15,
};

// The bar's share of the screen is the point: a wide screen, a phone and the smallest phone.
const onEachScreenSize = runsOn(
  ['desktop', 'phone', 'small-phone'],
  'the bar’s share of the screen depends on its size, down to the smallest phone',
);

function shareBudget(project: string): number {
  const budget = largestShare[project];
  if (budget === undefined) throw new Error(`No consent bar budget for the ${project} project`);
  return budget;
}

for (const path of ['/', '/HomePage1']) {
  test(
    `on ${path} the bar leaves "Start moving today" in view and takes a bounded share of the screen`,
    onEachScreenSize,
    async ({ page }, testInfo) => {
      await gotoReady(page, path);
      const bar = page.getByRole('region', { name: 'Cookie choice' });
      await expect(bar).toBeVisible();
      const main = page.getByRole('main');
      const callToAction = main.getByRole('button', { name: 'Start moving today' }).first();
      await expect(callToAction).toBeInViewport({ ratio: 1 });

      const screenHeight = page.viewportSize()?.height ?? 0;
      const barBox = await bar.boundingBox();
      const callToActionBox = await callToAction.boundingBox();
      if (barBox === null || callToActionBox === null)
        throw new Error('The bar or the call to action has no box');
      testInfo.annotations.push({
        type: 'consent bar',
        description: `${Math.round(barBox.height)} px of ${screenHeight} (${((100 * barBox.height) / screenHeight).toFixed(1)}%)`,
      });
      expect(barBox.height / screenHeight).toBeLessThanOrEqual(shareBudget(testInfo.project.name));
      expect(
        callToActionBox.y + callToActionBox.height,
        'the call to action ends above the bar',
      ).toBeLessThanOrEqual(barBox.y);
    },
  );
}

test(
  'Accept and Reject are the same size and weight, side by side, with the privacy link',
  onEachScreenSize,
  async ({ page }) => {
    await gotoReady(page, '/');
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    const accept = bar.getByRole('button', { name: 'Accept' });
    const reject = bar.getByRole('button', { name: 'Reject' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    const [acceptBox, rejectBox] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    if (acceptBox === null || rejectBox === null) throw new Error('A consent button has no box');
    expect(Math.abs(acceptBox.width - rejectBox.width), 'same width').toBeLessThan(1);
    expect(Math.abs(acceptBox.height - rejectBox.height), 'same height').toBeLessThan(1);
    expect(Math.abs(acceptBox.y - rejectBox.y), 'side by side').toBeLessThan(1);
    expect(acceptBox.x + acceptBox.width, 'Accept before Reject, not overlapping').toBeLessThanOrEqual(
      rejectBox.x,
    );
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.fontSize, style.fontWeight, style.color, style.backgroundColor, style.borderColor];
      });
    expect(await look(accept)).toEqual(await look(reject));
  },
);
