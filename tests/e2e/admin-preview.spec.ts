// The editor's preview (decision 0071): the site's own stylesheet and components, so an FAQ and a
// post look in the editor as they will on the site, with the facts an answer names filled in.
import type { FrameLocator, Page } from '@playwright/test';
import { trialText, standardTrial } from '../../web/src/shared/visit.ts';
import { editorConsoleErrors, openEditor, openFile } from './admin-local-mode.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowedConsoleErrors: [editorConsoleErrors, { scope: 'test' }] });

const atADesk = runsOn(['desktop'], 'the editor and its preview pane are laid out for a desk');

/** The editor's preview pane, a frame beside the form. */
function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe');
}

test.describe('the editor’s preview', atADesk, () => {
  test('shows the questions as the site’s accordion, with the facts an answer names filled in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openEditor(page);
    await openFile(page, 'Site content', 'FAQs');
    const trialQuestion = preview(page)
      .locator('details')
      .filter({ has: preview(page).locator('h3', { hasText: 'How does the free trial work?' }) });
    await expect(trialQuestion).toContainText(`Your trial lasts ${trialText(standardTrial)}`);
    await expect(preview(page).locator('body')).not.toContainText('{trial-lengths}');
    // The site's stylesheet: each question a card with the site's border and corner radius.
    await expect(trialQuestion).toHaveCSS('border-top-style', 'solid');
    await expect(trialQuestion).toHaveCSS('border-top-left-radius', '12px');

    // An edit shows at once, with the fact it names filled in.
    await page
      .getByRole('textbox', { name: 'Answer' })
      .first()
      .fill(
        'No. Try everything for {trial-lengths} whatever brought you here: a diagnosis is never asked for, then or later.',
      );
    await expect(preview(page).locator('details').first()).toContainText(
      `No. Try everything for ${trialText(standardTrial)}`,
    );
  });

  test('shows a post with the site’s heading, drawn cover and prose', async ({ page }) => {
    test.setTimeout(60_000);
    await openEditor(page);
    await page.getByRole('treeitem', { name: 'Blog posts' }).click();
    await page.getByRole('row', { name: /Why five minutes counts/ }).click();
    const article = preview(page).locator('article.blog-post');
    await expect(article.getByRole('heading', { level: 1 })).toContainText('Why five minutes counts');
    await expect(article.locator('svg.cover-art')).toBeVisible();
    await expect(article.locator('.prose p').first()).toBeVisible();
    // The site's display font and the post column's width, from the site's stylesheet.
    await expect(article.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /ui-rounded/);
    await expect(article).toHaveCSS('max-width', /px$/);
  });
});
