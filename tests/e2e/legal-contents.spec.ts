// Issue 34: on a phone, a contents entry that wraps keeps its number beside its first line. The
// number is the list's own marker, which has no box of its own in the DOM, so the check reads the
// pixels: the marker's ink must lie within the vertical extent of the link's first line.
// Fails with `display: inline-block` on `.legal__toc-list a` (tried once by setting it on the links
// before measuring: the marker sat 18 px below the first line), which put "4." beside the last line.
import sharp from 'sharp';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

/** The top and bottom rows, in CSS pixels from the image's top, that hold ink (text), or null. */
async function inkRows(png: Buffer): Promise<{ top: number; bottom: number } | null> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const background = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  let top: number | null = null;
  let bottom: number | null = null;
  for (let row = 0; row < info.height; row += 1) {
    for (let column = 0; column < info.width; column += 1) {
      const offset = (row * info.width + column) * info.channels;
      const difference = background.reduce(
        (sum, value, channel) => sum + Math.abs(value - (data[offset + channel] ?? 0)),
        0,
      );
      if (difference > 120) {
        top ??= row;
        bottom = row;
        break;
      }
    }
  }
  return top === null || bottom === null ? null : { top, bottom };
}

// The layout at 320 CSS px is the same on every profile; the marker's pixels are read on the
// desktop profile, whose screenshots map one to one onto CSS pixels.
const at320 = runsOn(
  ['desktop'],
  'measured at 320 px on the desktop profile, one screenshot pixel a CSS pixel',
);

for (const path of ['/privacy-policy', '/terms-and-conditions']) {
  test(`${path}: a wrapped contents entry has its number beside its first line`, at320, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(path);
    const toggle = page.locator('.legal__toc-toggle');
    if (await toggle.isVisible()) await toggle.click();
    const items = page.locator('.legal__toc-list li');
    // Editors change the titles, so one entry is made long enough to wrap whatever they say.
    await items
      .first()
      .locator('a')
      .evaluate((link) => {
        link.textContent = `${link.textContent}: what it covers, for whom, and why it matters to you`;
      });
    let wrapped = 0;
    for (let index = 0; index < (await items.count()); index += 1) {
      const item = items.nth(index);
      // Measured and photographed in the viewport: a full-page screenshot resizes the viewport,
      // which moves the sticky contents box.
      await item.scrollIntoViewIfNeeded();
      const entry = await item.evaluate((element) => {
        const link = element.querySelector('a');
        const range = document.createRange();
        if (link !== null) range.selectNodeContents(link);
        const lines = [...range.getClientRects()].map((rect) => ({ top: rect.top, bottom: rect.bottom }));
        const box = element.getBoundingClientRect();
        return {
          lines,
          top: box.top,
          bottom: box.bottom,
          linkLeft: link?.getBoundingClientRect().left ?? box.left,
        };
      });
      const [first] = entry.lines;
      if (first === undefined || new Set(entry.lines.map((line) => line.top)).size < 2) continue;
      wrapped += 1;
      // The marker stands left of the link, in the list's padding.
      const clip = { x: entry.linkLeft - 30, y: entry.top, width: 28, height: entry.bottom - entry.top };
      const marker = await inkRows(await page.screenshot({ clip, scale: 'css' }));
      expect(marker, 'the number is drawn').not.toBeNull();
      expect(entry.top + (marker?.top ?? 0)).toBeGreaterThanOrEqual(first.top - 1);
      expect(entry.top + (marker?.bottom ?? 0)).toBeLessThanOrEqual(first.bottom + 1);
    }
    expect(wrapped, 'at 320 px some contents entries wrap').toBeGreaterThan(0);
  });
}
