// The editor on an origin of its own (decision 0060), in a browser: the editor's origin serves the
// editor with its own policy, and the site keeps its policy. The redirects between the two origins
// are tests/site/editor-origin.test.ts's.
import { adminContentSecurityPolicy } from '../../edge/security-headers.ts';
import { localEditorOrigin } from '../../local/static-site.ts';
import { e2ePort } from '../e2e-port.ts';
import { editorConsoleErrors } from './admin-local-mode.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';

const editorOrigin = localEditorOrigin(e2ePort);

test.use({ allowedConsoleErrors: [editorConsoleErrors, { scope: 'test' }] });

test.describe(
  'the editor’s own origin',
  onceOnDesktop('the editor’s page and its policy are the same on every screen'),
  () => {
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
  },
);
