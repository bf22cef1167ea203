// The editor at /admin on the page copy and the legal documents (decision 0053), in local mode
// (admin-local-mode.ts).
import { contentFiles, parseContentFile } from '../../web/vite-plugins/content-files.ts';
import {
  changedPaths,
  editedContent,
  editorConsoleErrors,
  openEditor,
  openFile,
  saved,
  textOf,
  workingTreeContent,
} from './admin-local-mode.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowedConsoleErrors: [editorConsoleErrors, { scope: 'test' }] });

const atADesk = runsOn(['desktop'], 'the editor is driven through its desktop layout');

test.describe('the editor at /admin, page copy and legal documents', atADesk, () => {
  test('changes a hero button and a paragraph of the terms, and writes exactly those files', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = workingTreeContent();
    await openEditor(page);

    await openFile(page, 'Page copy', 'Home pages and their heroes');
    await page.getByRole('textbox', { name: 'Button' }).first().fill('Start small today');
    await saved(page);

    await openFile(page, 'Legal documents', 'Terms and conditions');
    // The editor draws a list item's fields as they scroll into view, so the pane is scrolled
    // until the first section's blocks are drawn (a slow machine draws them late).
    await page
      .getByRole('group', { name: /Heading/ })
      .first()
      .hover();
    const blocks = page.getByRole('group', { name: /Blocks/ }).first();
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(blocks).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const paragraph =
      '{brand} is provided by {brand} Ltd, registered in England and Wales, at 14 Harbourside Yard, Bristol BS1 5TY. Write to us at {support-email}.';
    await blocks.getByRole('textbox', { name: 'Text' }).first().fill(paragraph);
    await saved(page);

    const after = await editedContent(page);
    expect(changedPaths(before, after)).toEqual(['content/legal/terms.yaml', 'content/pages/hero.yaml']);
    // The build's own checks pass on what the editor wrote, and hold the edits and the blocks' kinds.
    const written = new Map(
      contentFiles.map(({ file, schema }) => [file, parseContentFile(file, schema, textOf(after, file))]),
    );
    expect(written.get('content/pages/hero.yaml')).toMatchObject({ hero: { cta: 'Start small today' } });
    expect(written.get('content/legal/terms.yaml')).toMatchObject({
      sections: expect.arrayContaining([
        { title: 'Who we are', blocks: [{ kind: 'paragraph', text: paragraph }] },
      ]),
    });
  });

  test("refuses a placeholder the code does not fill, with the schema's words", async ({ page }) => {
    test.setTimeout(60_000);
    const before = workingTreeContent();
    await openEditor(page);
    await openFile(page, 'Page copy', 'About');
    const callToAction = page.getByRole('group', { name: /Call to action/ });
    await callToAction.scrollIntoViewIfNeeded();
    await callToAction
      .getByRole('textbox', { name: 'Text' })
      .fill('Try Fernly free for {trial-length}. No download needed.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('braces only around {trial}')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Files' })).toBeHidden();
    expect(changedPaths(before, await editedContent(page))).toEqual([]);
  });
});
