// The rules of the editor's GitHub sign-in (decisions 0052 and 0059), as the editor speaks it:
// Sveltia CMS opens a window on the start path, the helper sends it to GitHub with a `state` it also
// keeps in a cookie of that window's browser, GitHub sends it back with a code, the helper exchanges
// the code for a GitHub App's user token, checks that the token reaches this repository alone with
// the app's two permissions, and the answer page hands it to the editor's window with postMessage,
// naming the editor's origin as the only receiver.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { editorSignInCookie, editorTokenLifetimeSeconds } from '../../contract/editor-sign-in-cookie.ts';
import { editorSignInBasePath, editorSignInCallbackPath } from '../../contract/editor-sign-in-route.ts';

/** The one backend the editor signs in to (its `backend.name`), as it names it in its messages. */
const signInProvider = 'github';

const githubAuthorizeUrl = 'https://github.com/login/oauth/authorize';
export const githubTokenUrl = 'https://github.com/login/oauth/access_token';
/** The app's installations this token reaches, and each one's repositories (GitHub's REST API). */
export const githubInstallationsUrl = 'https://api.github.com/user/installations';
export const githubInstallationRepositoriesUrl = (installationId: number) =>
  `${githubInstallationsUrl}/${installationId}/repositories`;

/** What the platform team puts in the secret: the GitHub App's client ID and a client secret of it. */
const githubAppSchema = z.object({
  clientId: z.string().trim().min(1),
  clientSecret: z.string().trim().min(1),
});
export type GitHubApp = z.infer<typeof githubAppSchema>;

/** The secret's text as a GitHub App, or undefined while it does not hold one yet. */
export function readGitHubApp(secretString: string | undefined): GitHubApp | undefined {
  if (secretString === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(secretString);
  } catch {
    return undefined;
  }
  const parsed = githubAppSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export const stateCookieName = editorSignInCookie.name;

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Set by the editor's origin, without a Domain, and sent with the helper's paths only there: never
 * to the site's pages or the API; not readable by script; and sent on GitHub's redirect back, a
 * top-level GET from another site, which Lax allows.
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

/** Where GitHub sends the window back: the callback path on the editor's origin. */
function callbackUrl(editorOrigin: string): string {
  return `${editorOrigin}${editorSignInCallbackPath}`;
}

/**
 * The editor's start request, answered with GitHub's authorize address and a new state. No scope
 * goes to GitHub, whatever the editor's window asks for (Sveltia CMS always asks for `repo,user`):
 * a GitHub App's token carries the app's permissions on the repositories it is installed on, and
 * no OAuth scope.
 */
export function decideStart(
  query: Query,
  app: GitHubApp,
  editorOrigin: string,
  state: string,
): StartDecision {
  if (query.provider !== signInProvider) {
    return { status: 400, message: `This sign-in is for ${signInProvider} only.` };
  }
  const parameters = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: callbackUrl(editorOrigin),
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
export function tokenRequestBody(app: GitHubApp, code: string, editorOrigin: string): string {
  return JSON.stringify({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    redirect_uri: callbackUrl(editorOrigin),
  });
}

const tokenAnswerSchema = z.union([
  // `expires_in` and `refresh_token` come only from a GitHub App whose user tokens expire.
  z.object({ access_token: z.string().min(1), expires_in: z.number().optional() }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

/**
 * A GitHub App's user access token (GitHub's `ghu_` prefix), as against an OAuth app's
 * (`gho_`), which carries OAuth scopes over every repository the person may write to.
 */
const githubAppUserTokenPrefix = 'ghu_';

export type TokenOutcome = { readonly token: string } | Refusal;

const notTheApp: Refusal = {
  status: 503,
  message:
    'The sign-in is not set up as it must be: its GitHub app is not a GitHub App whose user tokens expire. Nothing was handed over; tell the platform team (docs/deploying.md, “The content editor’s GitHub sign-in”).',
};

/**
 * GitHub's answer to the exchange: a token, or why not (an expired or used code is the person's to
 * retry). Only an expiring GitHub App user token is handed on; its refresh token never is (it
 * would outlive the token by months in the editor's browser), so an editor signs in again after
 * eight hours.
 */
export function readTokenAnswer(status: number, body: unknown): TokenOutcome {
  const parsed = tokenAnswerSchema.safeParse(body);
  if (status === 200 && parsed.success && 'access_token' in parsed.data) {
    const { access_token: token, expires_in: expiresIn } = parsed.data;
    const expiring = expiresIn !== undefined && expiresIn > 0 && expiresIn <= editorTokenLifetimeSeconds;
    return token.startsWith(githubAppUserTokenPrefix) && expiring ? { token } : notTheApp;
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

/** The repository permissions the app has, and no others: what Sveltia's editorial workflow needs. */
export const appPermissions: Readonly<Record<string, string>> = {
  contents: 'write',
  pull_requests: 'write',
  // Every GitHub App has it: reading the repository's name, branches and collaborators.
  metadata: 'read',
};

/** GitHub's levels of a permission, from none to the most. */
const permissionLevels = ['none', 'read', 'write', 'admin'];
/** A level's rank; one GitHub may add later counts as more than any known. */
function rankOf(level: string | undefined): number {
  const rank = permissionLevels.indexOf(level ?? 'none');
  return rank === -1 ? permissionLevels.length : rank;
}

/** One installation of the app this token reaches: the permissions it grants and its repositories. */
export interface Installation {
  readonly permissions: Readonly<Record<string, string>>;
  /** Full names (`owner/name`) of the repositories the token reaches through it. */
  readonly repositories: readonly string[];
  /** How many there are in all: more than `repositories` when GitHub's answer had further pages. */
  readonly repositoryCount: number;
}

const installationsAnswerSchema = z.object({
  total_count: z.number(),
  installations: z.array(z.object({ id: z.number(), permissions: z.record(z.string(), z.string()) })),
});
const repositoriesAnswerSchema = z.object({
  total_count: z.number(),
  repositories: z.array(z.object({ full_name: z.string() })),
});

/** GitHub's list of installations (`/user/installations`): their IDs and permissions, or undefined if unreadable. */
export function readInstallationsAnswer(
  body: unknown,
): { readonly id: number; readonly permissions: Readonly<Record<string, string>> }[] | undefined {
  const parsed = installationsAnswerSchema.safeParse(body);
  // Installations beyond the first page are not seen, so they could not be checked.
  if (!parsed.success || parsed.data.total_count !== parsed.data.installations.length) return undefined;
  return parsed.data.installations;
}

/** GitHub's list of an installation's repositories: their full names and how many in all. */
export function readRepositoriesAnswer(
  body: unknown,
): Pick<Installation, 'repositories' | 'repositoryCount'> | undefined {
  const parsed = repositoriesAnswerSchema.safeParse(body);
  return parsed.success
    ? {
        repositories: parsed.data.repositories.map((repository) => repository.full_name),
        repositoryCount: parsed.data.total_count,
      }
    : undefined;
}

/**
 * Whether the token may go to the editor: through the app it reaches exactly `repository` (GitHub's
 * names are case-insensitive), and no installation grants more than the app's permissions. A token
 * is what both the person and the app may do, so this is what it can do.
 */
export function decideAccess(
  installations: readonly Installation[],
  repository: string,
): Refusal | undefined {
  const wider = installations.flatMap(({ permissions }) =>
    Object.entries(permissions)
      .filter(([name, level]) => rankOf(level) > rankOf(appPermissions[name]))
      .map(([name, level]) => `${name}: ${level}`),
  );
  if (wider.length > 0) {
    return {
      status: 403,
      message: `The GitHub App may do more than change this repository’s contents and pull requests (${wider.join(', ')}), so the sign-in does not hand its token on. An owner takes those permissions away from the app (docs/deploying.md).`,
    };
  }
  const reached = installations.flatMap(({ repositories }) => repositories.map((name) => name.toLowerCase()));
  const count = installations.reduce((sum, { repositoryCount }) => sum + repositoryCount, 0);
  if (!reached.includes(repository.toLowerCase())) {
    return {
      status: 403,
      message: `Your GitHub account cannot change ${repository} through the app. Ask an owner to install the app on it and to give you write access.`,
    };
  }
  if (count !== 1) {
    return {
      status: 403,
      message: `Through the app, your GitHub account reaches ${count} repositories, not only ${repository}, so the sign-in does not hand its token on. An owner installs the app on ${repository} only (docs/deploying.md).`,
    };
  }
  return undefined;
}

/** The message the editor's window reads: `authorization:github:success:{…}` or `…:error:{…}`. */
export function editorMessage(outcome: TokenOutcome): string {
  return 'token' in outcome
    ? `authorization:${signInProvider}:success:${JSON.stringify({ provider: signInProvider, token: outcome.token })}`
    : `authorization:${signInProvider}:error:${JSON.stringify({ provider: signInProvider, error: outcome.message })}`;
}

/**
 * The answer page's script, the same text on every page so its hash is fixed: it says it is ready
 * to the window that opened it, and on that window's reply (from the editor's origin only) hands
 * over the message. Both go to the editor's origin, never `*`, so no other page that opened this
 * window, the site's pages included, can read them.
 */
const answerScript = `(function () {
  var editor = document.querySelector('meta[name="editor-origin"]').content;
  var message = document.querySelector('meta[name="editor-message"]').content;
  var ready = 'authorizing:${signInProvider}';
  if (!window.opener) return;
  window.addEventListener('message', function (event) {
    if (event.origin !== editor || event.source !== window.opener || event.data !== ready) return;
    window.opener.postMessage(message, editor);
  });
  window.opener.postMessage(ready, editor);
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
  readonly editorOrigin?: string;
  readonly message?: string;
}): string {
  const handOver =
    options.editorOrigin === undefined || options.message === undefined
      ? ''
      : `<meta name="editor-origin" content="${escapeHtml(options.editorOrigin)}">
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
