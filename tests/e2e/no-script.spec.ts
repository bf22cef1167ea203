// With scripting off (or a script that never arrives), every control a page shows must still do
// something: HTML does it alone (links, <details>, dialogs and popovers opened by their buttons),
// or the control is not shown. Each visible link of each page must take the click where it shows
// and have an address to go to, which is all HTML needs to follow it. Every other control is
// clicked on a fresh copy of the page, and something must change: the address, the scroll
// position, an open popover or dialog, a tick. Focus alone is not an answer: a dead button takes
// focus too.
import { feedPath } from '../../web/src/site/head-tags.ts';
import type { Page } from '@playwright/test';
import { narrowScreenMaxWidthPx } from '../../web/src/ui/breakpoints.ts';
import { onceOnDesktop, onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { signupUrl, stubWebApp } from './home-support.ts';
import { siteRoutes } from './site-routes.ts';

const firstPage = '/';
const pages = [firstPage, '/HomePage1', '/contact-us', '/privacy-policy', '/about', '/blog-page', '/Quay'];

test.use({ javaScriptEnabled: false });

/** A file the page loads (a style sheet, an image, a font), not a page a link leads to. */
const fileAddress = /\.[a-z0-9]+$/i;

/** Everything a visitor can click or tick, in document order. */
const controlSelector = 'a[href], button, summary, input:not([type="hidden"]), select, textarea';

interface Control {
  readonly index: number;
  readonly label: string;
  readonly href: string | null;
  /** In the header or footer every page shares. */
  readonly inFrame: boolean;
}

async function visibleControls(page: Page): Promise<Control[]> {
  return page.locator(controlSelector).evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      // checkVisibility also sees what a closed <details> keeps from view (content-visibility).
      if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true }))
        return [];
      const label = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 60);
      return [
        {
          index,
          label: `${element.tagName.toLowerCase()} "${label}"`,
          href: element.getAttribute('href'),
          inFrame: element.closest('.site-header, .site-footer') !== null,
        },
      ];
    }),
  );
}

/** What a click can change, read from the page. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      address: location.href,
      // A link to the page itself loads it again: a new document is an answer too.
      document: performance.timeOrigin,
      scroll: Math.round(window.scrollY),
      open: Array.from(document.querySelectorAll('details[open], dialog[open], :popover-open')).map(
        (element) => element.id || element.className,
      ),
      ticked: Array.from(document.querySelectorAll('input')).map((input) => input.checked),
    }),
  );
}

/**
 * Whether a link would take a visitor somewhere with scripting off: it gets the click where it
 * shows (Playwright's trial click: visible, still, and the topmost element at that point), and it
 * has an address to go to: a page, or an element of this page by its id.
 */
async function linkAnswers(page: Page, control: Control): Promise<boolean> {
  const element = page.locator(controlSelector).nth(control.index);
  // Focus first: the skip link, for one, is shown only when focused, as a keyboard user meets it.
  await element.focus();
  const clickable = await element
    .click({ trial: true, timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  await element.blur();
  const href = control.href ?? '';
  if (!clickable || href === '' || href === '#' || href.startsWith('javascript:')) return false;
  const target = new URL(href, page.url());
  const here = new URL(page.url());
  if (target.hash === '' || target.pathname !== here.pathname || target.search !== here.search) return true;
  return page.evaluate(
    (id) => document.getElementById(id) !== null,
    decodeURIComponent(target.hash.slice(1)),
  );
}

for (const path of pages) {
  // The controls a page shows differ between the wide layout and the phone's: each is walked.
  test(`every control on ${path} works with scripting off`, onEveryScreen, async ({ page, baseURL }) => {
    test.slow();
    // Other sites (the social profiles) are not ours to load, and the blog's feed is for feed
    // readers (a browser shows its XML in a viewer of its own): their address is the answer. So is
    // the address of another page of ours once the walk has begun (where a form's button leads):
    // that page's controls are its own test's.
    let walking = false;
    await page.route(
      (url) =>
        url.origin !== new URL(baseURL ?? '').origin ||
        url.pathname === feedPath ||
        (walking && url.pathname !== path && !fileAddress.test(url.pathname)),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    await page.goto(path);
    const controls = await visibleControls(page);
    expect(controls.length, 'the page has controls to try').toBeGreaterThan(5);
    // The header and footer are tried on the first page; on another page they are tried again only
    // where they differ from the first page's (a partner's page may show its own), which keeps
    // the walk to what each page adds.
    const frameOf = (all: readonly Control[]) =>
      JSON.stringify(all.filter((control) => control.inFrame).map(({ label, href }) => ({ label, href })));
    let toTry = controls;
    if (path !== firstPage) {
      const ownFrame = frameOf(controls);
      await page.goto(firstPage);
      if (frameOf(await visibleControls(page)) === ownFrame)
        toTry = controls.filter((control) => !control.inFrame);
    }
    const dead: string[] = [];
    walking = true;
    // Links first, on one fresh copy: with scripting off a link does what HTML makes it do, go to
    // its address, so what can fail is that it has none to go to, or that something covers it.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const links = toTry.filter((control) => control.href !== null);
    for (const control of links) {
      // A mail link is the mail program's to open, which a browser without one cannot show.
      if (control.href?.startsWith('mailto:') === true) continue;
      if (!(await linkAnswers(page, control))) dead.push(control.label);
    }
    for (const control of toTry.filter((other) => other.href === null)) {
      // A fresh copy to click on, parsed with its inline CSS: with scripting off that is all a
      // control needs, and the images still arriving hold their place (image-layout.spec.ts).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const before = await pageState(page);
      const element = page.locator(controlSelector).nth(control.index);
      const tag = await element.evaluate((node) => node.tagName.toLowerCase());
      if (tag === 'input' || tag === 'textarea') {
        if ((await element.getAttribute('type')) === 'checkbox') await element.check();
        else await element.fill('typed with scripting off');
      } else if (tag === 'select') {
        const values = await element
          .locator('option')
          .evaluateAll((options) =>
            options.map((option) => (option instanceof HTMLOptionElement ? option.value : '')),
          );
        await element.selectOption(values.at(-1) ?? '');
      } else {
        await element.click();
      }
      await page.waitForLoadState('domcontentloaded');
      const after = await pageState(page);
      const typed =
        (tag === 'input' || tag === 'textarea' || tag === 'select') &&
        (await element.inputValue().catch(() => '')) !== '';
      if (after === before && !typed) dead.push(control.label);
    }
    expect(dead, 'controls that did nothing').toEqual([]);
  });
}

// The spec sends a phone to the app and shows a computer the QR-code dialog. Without script the
// user agent cannot be read, so the screen's width stands in for it.
test(
  'a call to action goes to the app’s sign-up on a narrow screen, and opens the dialog on a wide one',
  onEveryScreen,
  async ({ page, viewport }) => {
    await stubWebApp(page);
    await page.goto('/Quay');
    const narrow = (viewport?.width ?? Infinity) <= narrowScreenMaxWidthPx;
    const link = page.getByRole('link', { name: 'Start moving today' });
    const button = page.getByRole('button', { name: 'Start moving today' });
    if (narrow) {
      await expect(button).toHaveCount(0);
      await link.first().click();
      await page.waitForURL(`${signupUrl}?affiliate=quay`);
      await expect(page).toHaveTitle('Fernly app');
    } else {
      await expect(link).toHaveCount(0);
      await button.first().click();
      await expect(page.getByRole('dialog', { name: 'Start Fernly on your phone' })).toBeVisible();
    }
  },
);

test('the pages this test walks are pages of the site', onceOnDesktop('reads two lists, no browser'), () => {
  const known = new Set(siteRoutes().map((route) => route.path.toLowerCase()));
  for (const path of pages) expect(known.has(path.toLowerCase()), path).toBe(true);
});
