// The editor at /admin has an origin of its own (decision 0060): the site's host with `admin.` in
// front, an alias of the same distribution. No page of the site shares its storage, so none can
// read an editor's GitHub token. CloudFront (cdk/constructs/static-site.ts), the site build
// (web/admin/admin-files.ts), the sign-in helper's settings and the edge functions take it from here.
import { readFileSync } from 'node:fs';

/** What the editor's host name puts before the site's: admin.fernly.example. */
export const editorHostPrefix = 'admin.';

export function editorHostOf(siteHost: string): string {
  return `${editorHostPrefix}${siteHost}`;
}

/** https://fernly.example → https://admin.fernly.example. */
export function editorOriginOf(siteOrigin: string): string {
  const site = new URL(siteOrigin);
  return `${site.protocol}//${editorHostOf(site.host)}`;
}

/**
 * A deployed stage's editor origin: https on `admin.` before its domain. A stage without a domain
 * (a preview on its distribution's cloudfront.net name, decision 0020) can have no such name, so
 * it serves no editor.
 */
export function stageEditorOrigin(domainName: string | undefined): string | undefined {
  return domainName === undefined ? undefined : `https://${editorHostOf(domainName)}`;
}

export const editorViewerRequestFunctionPath: string = new URL('./editor-viewer-request.js', import.meta.url)
  .pathname;

const originLine = "var editorOrigin = '';";

/**
 * The code of the editor's viewer-request function (edge/editor-viewer-request.js) for a stage whose
 * editor is at `editorOrigin`, or, undefined, for a stage that serves no editor.
 */
export function editorViewerRequestCode(editorOrigin: string | undefined): string {
  const source = readFileSync(editorViewerRequestFunctionPath, 'utf8');
  if (source.split(originLine).length !== 2)
    throw new Error(`${editorViewerRequestFunctionPath} must hold the line ${originLine} exactly once`);
  if (editorOrigin !== undefined && new URL(editorOrigin).origin !== editorOrigin)
    throw new Error(`The editor's origin must be a bare origin, not ${editorOrigin}`);
  return source.replace(originLine, `var editorOrigin = ${JSON.stringify(editorOrigin ?? '')};`);
}
