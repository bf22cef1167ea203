// Where the content editor's GitHub sign-in helper is served on the site's origin (decision 0052):
// the editor's configuration (web/admin/cms-config.ts), the helper's own routing
// (lambdas/editor-sign-in/sign-in.ts) and CloudFront's behaviour (cdk/constructs/static-site.ts)
// all take it from here. Not an operation of openapi.yaml: it answers redirects and HTML pages to a
// browser window, not JSON to a client.
import { apiBasePath } from './operations.ts';

export const editorSignInBasePath = `${apiBasePath}/cms-auth`;

/** The editor opens a window here (its `auth_endpoint`); the helper sends it on to GitHub. */
export const editorSignInStartPath = `${editorSignInBasePath}/auth`;

/** GitHub sends the window back here; the GitHub OAuth app's callback URL is this on the site's origin. */
export const editorSignInCallbackPath = `${editorSignInBasePath}/callback`;
