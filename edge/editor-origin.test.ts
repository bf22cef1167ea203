// The editor's own origin at the edge (decision 0060): the editor's function on /admin* and the
// sign-in paths, with a stage's origin written in as the deploy writes it, and the site's function
// sending the editor's host, and any letter case of /admin on the site's host, to /admin/.
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionMaxBytes,
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
} from './cloudfront-function-sandbox.ts';
import {
  editorHostPrefix,
  editorOriginOf,
  editorViewerRequestCode,
  editorViewerRequestFunctionPath,
  stageEditorOrigin,
} from './editor-origin.ts';

const siteHost = 'staging.fernly.example';
const editorHost = `${editorHostPrefix}${siteHost}`;
const editorRequest = loadCloudFrontFunction(editorViewerRequestFunctionPath, {
  source: editorViewerRequestCode(stageEditorOrigin(siteHost)),
});
const siteRequest = loadCloudFrontFunction();
const redirectTo = (location: string) => ({
  statusCode: 302,
  statusDescription: 'Found',
  headers: { location: { value: location } },
});

describe('the editor’s origin', () => {
  it('is the site’s with admin. before its host, https on a deployed stage, none without a domain', () => {
    expect(stageEditorOrigin('fernly.example')).toBe('https://admin.fernly.example');
    expect(stageEditorOrigin(undefined)).toBeUndefined();
    expect(editorOriginOf('https://fernly.example')).toBe('https://admin.fernly.example');
    expect(editorOriginOf('http://localhost:4120')).toBe('http://admin.localhost:4120');
  });
});

describe('the editor’s function', () => {
  it.each([
    ['/admin', '/admin/index.html'],
    ['/admin/', '/admin/index.html'],
    ['/admin/config.js', '/admin/config.js'],
    [
      '/admin/fonts/source-sans-3-latin-wght-normal.woff2',
      '/admin/fonts/source-sans-3-latin-wght-normal.woff2',
    ],
    ['/api/cms-auth/callback', '/api/cms-auth/callback'],
  ])('serves %s on the editor’s host as %s', (uri, key) => {
    expect(editorRequest(viewerRequestEvent('GET', uri, editorHost))).toMatchObject({ uri: key });
  });

  it('keeps the sign-in’s query and cookies', () => {
    const event = viewerRequestEvent('GET', '/api/cms-auth/callback', editorHost, {
      querystring: { code: { value: 'abc' }, state: { value: 'xyz' } },
      cookies: { '__Secure-editor-sign-in-state': { value: 'xyz' } },
    });
    expect(editorRequest(event)).toEqual(event.request);
  });

  it.each(['/administrator', '/admin-old/', '/admins'])(
    'sends %s, under the behaviour’s pattern but no file of the editor, to /admin/',
    (uri) => {
      expect(editorRequest(viewerRequestEvent('GET', uri, editorHost))).toEqual(redirectTo('/admin/'));
    },
  );

  it.each([
    [siteHost, '/admin/'],
    [siteHost, '/admin/config.js'],
    [siteHost, '/api/cms-auth/auth'],
    ['d111111abcdef8.cloudfront.net', '/admin/'],
  ])('sends %s%s to the editor on its own origin', (host, uri) => {
    expect(editorRequest(viewerRequestEvent('GET', uri, host))).toEqual(
      redirectTo(`https://${editorHost}/admin/`),
    );
  });

  it('serves nothing on a stage without a domain', () => {
    const none = loadCloudFrontFunction(editorViewerRequestFunctionPath, {
      source: editorViewerRequestCode(undefined),
    });
    for (const host of ['d111111abcdef8.cloudfront.net', 'admin.d111111abcdef8.cloudfront.net'])
      expect(none(viewerRequestEvent('GET', '/admin/', host))).toMatchObject({ statusCode: 404 });
  });

  it('takes only a bare origin, and fits CloudFront’s size limit once filled in', () => {
    expect(() => editorViewerRequestCode('https://admin.fernly.example/admin')).toThrow(/bare origin/);
    expect(Buffer.byteLength(editorViewerRequestCode(stageEditorOrigin('a'.repeat(200))))).toBeLessThan(
      cloudFrontFunctionMaxBytes,
    );
  });
});

describe('the site’s function on the editor’s host', () => {
  it.each(['/', '/blog-page/starting-small', '/favicon.svg', '/HomePage1'])(
    'sends %s to /admin/: the editor’s host serves no page of the site',
    (uri) => {
      expect(siteRequest(viewerRequestEvent('GET', uri, editorHost))).toEqual(redirectTo('/admin/'));
    },
  );

  it.each(['/ADMIN', '/Admin/', '/admin/Config.json'.toUpperCase()])(
    'sends %s on the site’s host to /admin/, whence the editor’s function sends it on',
    (uri) => {
      expect(siteRequest(viewerRequestEvent('GET', uri, siteHost))).toEqual(redirectTo('/admin/'));
    },
  );

  it('leaves the site’s own pages alone', () => {
    const result = siteRequest(viewerRequestEvent('GET', '/Administration-tips', siteHost));
    expect(isViewerResponse(result) ? result.statusCode : result.uri).toBe('/administration-tips/index.html');
  });
});
