import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { pageScriptReadyAttribute } from '../../web/src/shared/page-script-protocol.ts';

const pageListFile = new URL('../../dist/site-pages.json', import.meta.url);

function readPageList(): { path: string; heading: string }[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(pageListFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the built site's page list ${pageListFile.pathname} (run npm run build): ${String(error)}`,
    );
  }
  return z.array(z.object({ path: z.string().startsWith('/'), heading: z.string() })).parse(json);
}

let pageList: readonly { readonly path: string; readonly heading: string }[] | undefined;

/**
 * Every pre-rendered address with the heading its HTML must carry ('' for a blog post, whose
 * heading is its title), as the build wrote them from the routes (dist/site-pages.json). Read
 * when first asked, not on import: the unit tests import code that uses it before any build.
 */
export function siteRoutes(): readonly { readonly path: string; readonly heading: string }[] {
  pageList ??= readPageList();
  return pageList;
}

/**
 * Waits until the page's own script has shown the page it landed on (the mark it sets on <html>):
 * its controls answer with the visitor's state from then on. What it loads later (an island, the
 * router) is awaited by the tests that need it; the visit record by the tests about it.
 */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.locator(`html[${pageScriptReadyAttribute}]`).waitFor({ state: 'attached' });
}
