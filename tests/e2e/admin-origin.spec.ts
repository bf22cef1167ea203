// The editor on an origin of its own (decision 0060), as `npm start` serves it through the same
// functions CloudFront runs: the site's origin sends /admin to the editor's, the editor's serves
// the editor with its own policy and none of the site's pages, and the site keeps its policy.
import { adminContentSecurityPolicy } from '../../edge/security-headers.ts';
import { localEditorOrigin } from '../../local/static-site.ts';
import { e2ePort } from '../e2e-port.ts';
import { editorConsoleErrors } from './admin-local-mode.ts';
import { expect, test } from './fixtures.ts';

const editorOrigin = localEditorOrigin(e2ePort);

test.use({ allowedConsoleErrors: [editorConsoleErrors, { scope: 'test' }] });

test.describe('the editor’s own origin', () => {
  test.skip(({ isMobile }) => isMobile, 'the same addresses and headers on every device');

  test('the site’s origin sends /admin, in any letter case, to the editor’s and serves none of its files', async ({
    request,
  }) => {
    for (const path of ['/admin', '/admin/', '/admin/config.js', '/admin/sveltia-cms.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`${editorOrigin}/admin/`);
    }
    for (const path of ['/ADMIN', '/Admin/config.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe('/admin/');
    }
  });

  test('the editor’s origin serves the editor under its own policy, and the site under the site’s', async ({
    page,
  }) => {
    const editor = await page.goto(`${editorOrigin}/admin/`);
    expect(editor?.headers()['content-security-policy']).toBe(adminContentSecurityPolicy);
    expect(editor?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();

    const site = await page.goto('/');
    const sitePolicy = site?.headers()['content-security-policy'] ?? '';
    expect(sitePolicy).toContain("default-src 'none'");
    expect(sitePolicy).not.toContain('github');
    expect(sitePolicy).not.toBe(adminContentSecurityPolicy);
  });

  test('the editor’s origin serves no page of the site: every other address leads to the editor', async ({
    page,
  }) => {
    for (const path of ['/', '/faqs', '/blog-page/starting-small', '/favicon.svg']) {
      await page.goto(`${editorOrigin}${path}`);
      expect(page.url(), path).toBe(`${editorOrigin}/admin/`);
    }
  });
});
