// The HTML report and the weekly mail as Chromium lays them out, at a phone's 375 px and a
// desktop's 1,280 px, in light and dark: nothing sticks out of the viewport (a wide table may
// scroll inside a box of its own, which itself fits), so the page never scrolls sideways, and every
// letter is 12 to 18 px at both widths, the chart's included. Run with every <details> folded, as
// the page opens, and again unfolded. An experiment's two variants fit a phone without scrolling.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { sampleReport, sampleVerdict } from '../../report/dashboard-fixture.ts';
import { reportEmail } from '../../report/format-email.ts';
import { formatHtml } from './format-html.ts';

const widths = [375, 1280] as const;
const smallestText = 12;
const largestText = 18;

interface Layout {
  /** How far the page scrolls sideways. */
  readonly sideways: number;
  /** Elements that stick out of the viewport, and are in no box that scrolls sideways. */
  readonly outside: readonly string[];
  /** The font sizes of every shown text, in px, each with an example. */
  readonly textSizes: Readonly<Record<string, string>>;
  readonly background: string;
}

/** Measures the page as it is laid out now; runs in the page. */
function measure(): Layout {
  const viewport = document.documentElement.clientWidth;
  const named = (element: Element) =>
    `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} “${element.textContent.trim().slice(0, 40)}”`;
  const scrollsSideways = (element: Element) =>
    ['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX);
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.checkVisibility()) continue;
    let box = element.parentElement;
    while (box !== null && !scrollsSideways(box)) box = box.parentElement;
    if (box !== null) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && (rect.left < -0.5 || rect.right > viewport + 0.5)) outside.push(named(element));
  }
  const textSizes: Record<string, string> = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent === null || (node.textContent ?? '').trim() === '') continue;
    // A tooltip is not drawn; text drawn in an SVG is as large as the SVG is scaled.
    if (parent.closest('title, desc') !== null || !parent.checkVisibility()) continue;
    const scale = parent instanceof SVGGraphicsElement ? (parent.getScreenCTM()?.d ?? 1) : 1;
    const size = Number.parseFloat(getComputedStyle(parent).fontSize) * scale;
    textSizes[`${Number(size.toFixed(1))}px`] ??= named(parent);
  }
  return {
    sideways: document.documentElement.scrollWidth - viewport,
    outside: outside.slice(0, 10),
    textSizes,
    background: getComputedStyle(document.body).backgroundColor,
  };
}

let browser: Browser;
let directory: string;
const files: Record<'report' | 'mail', string> = { report: '', mail: '' };

beforeAll(async () => {
  assertChromiumInstalled();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  directory = mkdtempSync(join(tmpdir(), 'fernly-report-layout-'));
  const report = sampleReport();
  const verdicts = [sampleVerdict()];
  files.report = join(directory, 'report.html');
  files.mail = join(directory, 'mail.html');
  writeFileSync(files.report, formatHtml(report, verdicts));
  writeFileSync(files.mail, reportEmail(report, verdicts).html);
}, 60_000);

afterAll(async () => {
  await browser.close();
  rmSync(directory, { recursive: true, force: true });
});

async function open(file: string, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
  await page.goto(pathToFileURL(file).href);
  return page;
}

function expectReadable(layout: Layout): void {
  expect(layout.sideways).toBeLessThanOrEqual(0);
  expect(layout.outside).toEqual([]);
  const sizes = Object.keys(layout.textSizes).map((size) => Number.parseFloat(size));
  expect(sizes.length).toBeGreaterThan(1);
  const unreadable = Object.entries(layout.textSizes).filter(([size]) => {
    const pixels = Number.parseFloat(size);
    return pixels < smallestText || pixels > largestText;
  });
  expect(unreadable).toEqual([]);
}

describe('the HTML report in Chromium', () => {
  for (const width of widths) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`fits ${width} px in ${colorScheme}, text 12–18 px, folded and unfolded`, async () => {
        const page = await open(files.report, width, colorScheme);
        try {
          expectReadable(await page.evaluate(measure));
          await page.evaluate(() => {
            for (const details of document.querySelectorAll('details')) details.open = true;
          });
          const unfolded = await page.evaluate(measure);
          expectReadable(unfolded);
          // The chart's dates and scale are among the texts measured.
          expect(Object.values(unfolded.textSizes).join(' ')).toMatch(/span\. “0”|span\.\S* “\d+ \w{3}”/);
          expect(unfolded.background).toBe(colorScheme === 'dark' ? 'rgb(17, 24, 39)' : 'rgb(255, 255, 255)');
        } finally {
          await page.close();
        }
      }, 60_000);
    }
  }
});

describe('an experiment’s verdict in Chromium', () => {
  it('shows its two variants side by side at 375 px, its box never scrolling', async () => {
    const page = await open(files.report, 375, 'light');
    try {
      const overflow = await page.evaluate(() => {
        const box = document.querySelector('table.verdict')?.closest('.scroll');
        return box === null || box === undefined ? null : box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('the weekly mail in Chromium', () => {
  for (const width of widths) {
    it(`fits ${width} px, text 12–18 px`, async () => {
      const page = await open(files.mail, width, 'light');
      try {
        expectReadable(await page.evaluate(measure));
      } finally {
        await page.close();
      }
    }, 60_000);
  }
});
