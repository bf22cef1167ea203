// Shared steps for the end-to-end tests of field speed (decision 0045).
import type { BrowserContext, Page } from '@playwright/test';
import { fieldVitalEvent } from '../../web/src/features/tracking/field-vitals.ts';

/**
 * Marks on <html> (`data-e2e-figures`, the names in order) each figure the field vitals' module has
 * handed to the page script, so a test can wait until there is something to send.
 */
export async function noteFigures(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((event) => {
    const names = new Set<string>();
    addEventListener(event, (dispatched) => {
      if (!(dispatched instanceof CustomEvent)) return;
      const name: unknown = Reflect.get(Object(dispatched.detail), 'name');
      if (typeof name === 'string') names.add(name);
      document.documentElement.dataset.e2eFigures = [...names].sort().join(' ');
    });
  }, fieldVitalEvent);
}

/**
 * The visitor leaves the page, as far as its script can tell: `pagehide`, fired on the page that
 * stays. Playwright reports no request a page makes as it unloads, and its user-agent emulation
 * does not reach one made as the page leaves for another site (a phone's figures then arrive with
 * the headless browser's own user agent, a desktop's), so the tests fire the event themselves; a
 * real departure is covered by statistics-funnel.spec.ts's desktop visitor.
 */
export async function leave(page: Page): Promise<void> {
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.waitForLoadState('networkidle');
}
