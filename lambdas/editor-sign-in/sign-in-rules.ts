// The rules of the editor's GitHub sign-in (decision 0052), as the editor speaks it: Sveltia CMS
// opens a window on the start path, the helper sends it to GitHub with a `state` it also keeps in a
// cookie of that window's browser, GitHub sends it back with a code, and the answer page hands the
// token to the editor's window with postMessage, naming the site's origin as the only receiver.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { editorSignInCookie } from '../../contract/editor-sign-in-cookie.ts';
import { editorSignInBasePath, editorSignInCallbackPath } from '../../contract/editor-sign-in-route.ts';

/** The one backend the editor signs in to (its `backend.name`), as it names it in its messages. */
const signInProvider = 'github';

const githubAuthorizeUrl = 'https://github.com/login/oauth/authorize';
export const githubTokenUrl = 'https://github.com/login/oauth/access_token';

/**
 * The scopes the editor asks for (`auth_scope` plus `user`): a private repository's or a public
 * one's contents. Anything else is refused rather than passed on to GitHub.
 */
const allowedScopes: ReadonlySet<string> = new Set(['repo,user', 'public_repo,user']);

/** What the platform team puts in the secret: the GitHub OAuth app's credentials. */
const oauthAppSchema = z.object({
  clientId: z.string().trim().min(1),
  clientSecret: z.string().trim().min(1),
});
export type OAuthApp = z.infer<typeof oauthAppSchema>;

/** The secret's text as an OAuth app, or undefined while it does not hold one yet. */
export function readOAuthApp(secretString: string | undefined): OAuthApp | undefined {
  if (secretString === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(secretString);
  } catch {
    return undefined;
  }
  const parsed = oauthAppSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export const stateCookieName = editorSignInCookie.name;

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sent with the helper's paths only, never to the site's pages or the API; not readable by script;
 * and sent on GitHub's redirect back, a top-level GET from another site, which Lax allows.
 */
export function stateCookie(state: string): string {
  return `${stateCookieName}=${state}; Path=${editorSignInBasePath}; Max-Age=${editorSignInCookie.maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

/** Spent once the callback has read it, whatever the outcome: a state is good for one try. */
export const clearedStateCookie = `${stateCookieName}=; Path=${editorSignInBasePath}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

/** The state the browser's cookie holds, from the request's cookies (`name=value` each). */
export function stateFromCookies(cookies: readonly string[]): string | undefined {
  for (const cookie of cookies) {
    for (const pair of cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator !== -1 && pair.slice(0, separator).trim() === stateCookieName) {
        const value = pair.slice(separator + 1).trim();
        return value === '' ? undefined : value;
      }
    }
  }
  return undefined;
}

function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Query = Readonly<Record<string, string | undefined>>;

/** A page the helper refuses with: its status, and the message the editor and the person see. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

type StartDecision = { readonly redirectTo: string; readonly state: string } | Refusal;

/** Where GitHub sends the window back: the callback path on the site's origin. */
function callbackUrl(siteOrigin: string): string {
  return `${siteOrigin}${editorSignInCallbackPath}`;
}

/** The editor's start request, answered with GitHub's authorize address and a new state. */
export function decideStart(query: Query, app: OAuthApp, siteOrigin: string, state: string): StartDecision {
  if (query.provider !== signInProvider) {
    return { status: 400, message: `This sign-in is for ${signInProvider} only.` };
  }
  const scope = query.scope ?? 'repo,user';
  if (!allowedScopes.has(scope)) {
    return { status: 400, message: `The editor asked for access this sign-in does not give (${scope}).` };
  }
  const parameters = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: callbackUrl(siteOrigin),
    scope,
    state,
  });
  return { redirectTo: `${githubAuthorizeUrl}?${parameters}`, state };
}

type CallbackDecision = { readonly code: string } | Refusal;

/**
 * GitHub's callback, checked before any code is exchanged: GitHub's own refusal (the person
 * declined), then a state that matches the one this browser's cookie holds.
 */
export function decideCallback(query: Query, cookieState: string | undefined): CallbackDecision {
  if (query.error !== undefined) {
    return {
      status: query.error === 'access_denied' ? 403 : 400,
      message: `GitHub did not sign you in: ${query.error_description ?? query.error}.`,
    };
  }
  if (cookieState === undefined) {
    return {
      status: 400,
      message:
        'This sign-in was not started in this browser, or took longer than ten minutes. Close this window and sign in again from the editor.',
    };
  }
  if (query.state === undefined || !sameState(cookieState, query.state)) {
    return {
      status: 400,
      message:
        'This sign-in does not match the one this browser started. Close this window and sign in again.',
    };
  }
  if (query.code === undefined || query.code === '') {
    return {
      status: 400,
      message: 'GitHub sent no authorization code. Close this window and sign in again.',
    };
  }
  return { code: query.code };
}

/** The token exchange's request body (GitHub's OAuth web flow, step 2). */
export function tokenRequestBody(app: OAuthApp, code: string, siteOrigin: string): string {
  return JSON.stringify({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    redirect_uri: callbackUrl(siteOrigin),
  });
}

const tokenAnswerSchema = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

export type TokenOutcome = { readonly token: string } | Refusal;

/** GitHub's answer to the exchange: a token, or why not (an expired or used code is the person's to retry). */
export function readTokenAnswer(status: number, body: unknown): TokenOutcome {
  const parsed = tokenAnswerSchema.safeParse(body);
  if (status === 200 && parsed.success && 'access_token' in parsed.data) {
    return { token: parsed.data.access_token };
  }
  if (status === 200 && parsed.success && 'error' in parsed.data) {
    return {
      status: 400,
      message: `GitHub refused the sign-in: ${parsed.data.error_description ?? parsed.data.error}. Close this window and sign in again.`,
    };
  }
  return {
    status: 502,
    message: `GitHub answered the sign-in with status ${status} and no token. Try again in a minute.`,
  };
}

/** The message the editor's window reads: `authorization:github:success:{…}` or `…:error:{…}`. */
export function editorMessage(outcome: TokenOutcome): string {
  return 'token' in outcome
    ? `authorization:${signInProvider}:success:${JSON.stringify({ provider: signInProvider, token: outcome.token })}`
    : `authorization:${signInProvider}:error:${JSON.stringify({ provider: signInProvider, error: outcome.message })}`;
}

/**
 * The answer page's script, the same text on every page so its hash is fixed: it says it is ready
 * to the window that opened it, and on that window's reply (from the site's origin only) hands over
 * the message. Both go to the site's origin, never `*`, so no other page that opened this window
 * can read them.
 */
const answerScript = `(function () {
  var site = document.querySelector('meta[name="site-origin"]').content;
  var message = document.querySelector('meta[name="editor-message"]').content;
  var ready = 'authorizing:${signInProvider}';
  if (!window.opener) return;
  window.addEventListener('message', function (event) {
    if (event.origin !== site || event.source !== window.opener || event.data !== ready) return;
    window.opener.postMessage(message, site);
  });
  window.opener.postMessage(ready, site);
})();`;

const answerStyle =
  'body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const answerScriptHash = sha256(answerScript);

/** The answer page's own policy: its one script and its one style, each by hash; nothing else. */
export const answerContentSecurityPolicy = [
  "default-src 'none'",
  `script-src '${answerScriptHash}'`,
  `style-src '${sha256(answerStyle)}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The page a sign-in ends on, with the editor's message for its opener, or just words. */
export function answerPage(options: {
  readonly title: string;
  readonly text: string;
  readonly siteOrigin?: string;
  readonly message?: string;
}): string {
  const handOver =
    options.siteOrigin === undefined || options.message === undefined
      ? ''
      : `<meta name="site-origin" content="${escapeHtml(options.siteOrigin)}">
<meta name="editor-message" content="${escapeHtml(options.message)}">
<script>${answerScript}</script>
`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(options.title)} – Fernly content editor</title>
<style>${answerStyle}</style>
${handOver}</head>
<body>
<main>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.text)}</p>
</main>
</body>
</html>
`;
}

/**
 * Every answer of the helper: never stored (it may carry a token or a state), the address never
 * sent on as a referrer (it carries the code), never indexed. No Cross-Origin-Opener-Policy: one
 * here would cut the window off from the editor that opened it, and the token could not reach it.
 */
export const answerHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};

export const pageHeaders: Readonly<Record<string, string>> = {
  ...answerHeaders,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': answerContentSecurityPolicy,
};
