// The editor on an origin of its own (decision 0060), as `npm start` serves it through the same
// functions CloudFront runs: the site's origin sends /admin to the editor's and serves none of its
// files, and the editor's origin serves none of the site's pages. That the editor's page loads
// under its own policy in a browser is tests/e2e/admin-origin.spec.ts's.
import { describe, expect, it } from 'vitest';
import { localEditorOrigin } from '../../local/static-site.ts';
import { get, header, siteUrl } from './served.ts';

const editorOrigin = () => localEditorOrigin(Number(new URL(siteUrl()).port));

describe('the editor’s own origin', () => {
  it('the site’s origin sends /admin, in any letter case, to the editor’s and serves none of its files', async () => {
    for (const path of ['/admin', '/admin/', '/admin/config.js', '/admin/sveltia-cms.js']) {
      const served = await get(path);
      expect(served.status, path).toBe(302);
      expect(header(served, 'location'), path).toBe(`${editorOrigin()}/admin/`);
    }
    for (const path of ['/ADMIN', '/Admin/config.js']) {
      const served = await get(path);
      expect(served.status, path).toBe(302);
      expect(header(served, 'location'), path).toBe('/admin/');
    }
  });

  it('the editor’s origin serves no page of the site: every other address leads to the editor', async () => {
    const host = new URL(editorOrigin()).host;
    for (const path of ['/', '/faqs', '/blog-page/starting-small', '/favicon.svg']) {
      const served = await get(path, { host });
      expect(served.status, path).toBe(302);
      expect(header(served, 'location'), path).toBe('/admin/');
    }
  });
});
