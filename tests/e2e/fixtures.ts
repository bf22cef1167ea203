import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { visitorAddress } from '../visitor-address.ts';
import { profileRefusal } from './devices.ts';

interface Fixtures {
  /** Console errors a test expects (e.g. the 503 a failure test provokes), matched by text. */
  allowedConsoleErrors: RegExp[];
  /** Fails a test that runs on a device profile it did not ask for (devices.ts). */
  profileDeclared: undefined;
}

/**
 * Every test that opens the page fails on a console error, an uncaught exception or a hydration
 * warning, unless it names the message in `allowedConsoleErrors`. A test that never asks for the
 * page (the request fixture alone) opens no browser.
 */
export const test = base.extend<Fixtures>({
  // Each test is a visitor of its own: the local stack sees every browser at 127.0.0.1 and counts
  // contact messages per visitor (local/api-viewer.ts). A deployed site ignores the header.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  extraHTTPHeaders: async ({}, use) => {
    await use({ [localViewerAddressHeader]: visitorAddress() });
  },
  allowedConsoleErrors: [[], { option: true }],
  profileDeclared: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      const refusal = profileRefusal(testInfo.project.name, testInfo.tags, testInfo.annotations);
      if (refusal !== null) throw new Error(`"${testInfo.title}" ${refusal}`);
      await use(undefined);
    },
    { auto: true },
  ],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
    page.on('console', (message) => {
      const text = message.text();
      const hydration = /hydrat/i.test(text);
      if ((message.type() === 'error' || hydration) && !allowed(text))
        errors.push(`console.${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) errors.push(`uncaught: ${error.message}`);
    });
    await use(page);
    expect(errors, 'console errors, uncaught exceptions or hydration warnings').toEqual([]);
  },
});

export { expect };

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
