import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { editorSignInCallbackPath, editorSignInStartPath } from '../../contract/editor-sign-in-route.ts';
import { answerSignIn, type SignInAnswer, type SignInDependencies } from './sign-in.ts';
import {
  answerContentSecurityPolicy,
  appPermissions,
  decideAccess,
  newState,
  readGitHubApp,
  readInstallationsAnswer,
  readRepositoriesAnswer,
  stateCookieName,
  stateFromCookies,
  type Installation,
} from './sign-in-rules.ts';

const editorOrigin = 'https://admin.fernly.example';
const repository = 'fernly/website';
const app = { clientId: 'Iv23.client', clientSecret: 'shh-secret' };
const state = 'A'.repeat(43);
const exchanges: string[] = [];
const token = 'ghu_userToken';
/** GitHub's answer for a GitHub App whose user tokens expire (the default for a new app). */
const expiringToken = {
  access_token: token,
  expires_in: 28_800,
  refresh_token: 'ghr_refreshToken',
  refresh_token_expires_in: 15_724_800,
  scope: '',
  token_type: 'bearer',
};
const thisRepositoryOnly: Installation[] = [
  { permissions: appPermissions, repositories: [repository], repositoryCount: 1 },
];

function dependencies(overrides: Partial<SignInDependencies> = {}): SignInDependencies {
  return {
    editorOrigin,
    repository,
    githubApp: () => Promise.resolve(app),
    exchangeCode: (body) => {
      exchanges.push(body);
      return Promise.resolve({ status: 200, body: expiringToken });
    },
    installations: () => Promise.resolve(thisRepositoryOnly),
    newState: () => state,
    ...overrides,
  };
}

const start = (
  query: Record<string, string> = { provider: 'github', site_id: 'fernly.example', scope: 'repo,user' },
) => ({ method: 'GET', path: editorSignInStartPath, query, cookies: [] });
const callback = (query: Record<string, string>, cookies: string[] = [`${stateCookieName}=${state}`]) => ({
  method: 'GET',
  path: editorSignInCallbackPath,
  query,
  cookies,
});

/** The message the answer page hands its opener, as the browser reads it from the page. */
function handedMessage(answer: SignInAnswer): string | undefined {
  const content = /<meta name="editor-message" content="([^"]*)">/.exec(answer.body)?.[1];
  return content
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('the start of a sign-in', () => {
  it('sends the window to GitHub with the app, the callback on the editor’s origin and a state bound to a cookie, asking no scope', async () => {
    // Sveltia CMS always asks for repo,user; a GitHub App's token has the app's permissions instead.
    const answer = await answerSignIn(start(), dependencies());
    expect(answer.statusCode).toBe(302);
    const location = new URL(answer.headers.Location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'Iv23.client',
      redirect_uri: 'https://admin.fernly.example/api/cms-auth/callback',
      state,
    });
    expect(answer.cookies).toEqual([
      `${stateCookieName}=${state}; Path=/api/cms-auth; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    ]);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Referrer-Policy']).toBe('no-referrer');
  });

  it.each([
    ['another provider', { provider: 'gitlab', scope: 'repo,user' }],
    ['no provider', { scope: 'repo,user' }],
  ])('is refused with 400 for %s, and sets no cookie', async (_what, query) => {
    const answer = await answerSignIn(start(query), dependencies());
    expect(answer.statusCode).toBe(400);
    expect(answer.cookies).toBeUndefined();
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
  });

  it('answers a clear “not configured” page while the secret holds no app, on a stage without an editor’s address, and without a repository', async () => {
    for (const deps of [
      dependencies({ githubApp: () => Promise.resolve(undefined) }),
      dependencies({ editorOrigin: undefined }),
      dependencies({ repository: undefined }),
    ]) {
      const answer = await answerSignIn(start(), deps);
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('Sign-in is not set up yet');
      expect(answer.headers.Location).toBeUndefined();
    }
  });
});

describe('the callback', () => {
  it('exchanges the code with the secret and hands the token, without its refresh token, to the editor’s origin only', async () => {
    exchanges.length = 0;
    const tokensAsked: string[] = [];
    const answer = await answerSignIn(
      callback({ code: 'abc', state }),
      dependencies({
        installations: (asked) => {
          tokensAsked.push(asked);
          return Promise.resolve(thisRepositoryOnly);
        },
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(exchanges[0] ?? '')).toEqual({
      client_id: 'Iv23.client',
      client_secret: 'shh-secret',
      code: 'abc',
      redirect_uri: 'https://admin.fernly.example/api/cms-auth/callback',
    });
    expect(tokensAsked).toEqual([token]);
    expect(handedMessage(answer)).toBe(
      `authorization:github:success:{"provider":"github","token":"${token}"}`,
    );
    expect(answer.body).not.toContain('ghr_');
    expect(answer.body).toContain('<meta name="editor-origin" content="https://admin.fernly.example">');
    expect(answer.body).not.toContain("'*'");
    expect(answer.cookies?.[0]).toMatch(new RegExp(`^${stateCookieName}=; Path=/api/cms-auth; Max-Age=0`));
    expect(answer.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    });
    expect(answer.headers['Cross-Origin-Opener-Policy']).toBeUndefined();
  });

  it.each([
    ['no cookie (started in another browser)', { code: 'abc', state }, []],
    ['another state', { code: 'abc', state: 'B'.repeat(43) }, [`${stateCookieName}=${state}`]],
    ['no state', { code: 'abc' }, [`${stateCookieName}=${state}`]],
    ['no code', { state }, [`${stateCookieName}=${state}`]],
  ])('refuses %s with 400, exchanging nothing', async (_what, query, cookies) => {
    exchanges.length = 0;
    const answer = await answerSignIn(callback(query, cookies), dependencies());
    expect(answer.statusCode).toBe(400);
    expect(exchanges).toEqual([]);
    expect(handedMessage(answer)).toMatch(
      /^authorization:github:error:\{"provider":"github","error":".+"\}$/,
    );
    expect(answer.body).not.toContain('ghu_');
  });

  it.each([
    ['an OAuth app’s token', { access_token: 'gho_oauthToken', scope: 'repo,user', token_type: 'bearer' }],
    [
      'a GitHub App token that never expires',
      { access_token: 'ghu_forever', scope: '', token_type: 'bearer' },
    ],
    ['a token said to last longer than eight hours', { ...expiringToken, expires_in: 31_536_000 }],
  ])('refuses %s (503), handing nothing over', async (_what, body) => {
    const answer = await answerSignIn(
      callback({ code: 'abc', state }),
      dependencies({ exchangeCode: () => Promise.resolve({ status: 200, body }) }),
    );
    expect(answer.statusCode).toBe(503);
    expect(handedMessage(answer)).toMatch(
      /^authorization:github:error:.*not a GitHub App whose user tokens expire/,
    );
    expect(answer.body).not.toContain(body.access_token);
  });

  it.each<[string, Installation[], RegExp]>([
    [
      'another repository too',
      [{ permissions: appPermissions, repositories: [repository, 'fernly/payroll'], repositoryCount: 2 }],
      /reaches 2 repositories, not only fernly\/website/,
    ],
    [
      'another repository through a second installation',
      [
        ...thisRepositoryOnly,
        { permissions: appPermissions, repositories: ['maya/notes'], repositoryCount: 1 },
      ],
      /reaches 2 repositories/,
    ],
    [
      'not this repository',
      [{ permissions: appPermissions, repositories: ['fernly/app'], repositoryCount: 1 }],
      /cannot change fernly\/website/,
    ],
    ['no installation', [], /cannot change fernly\/website/],
    [
      'the permission to change workflows',
      [
        {
          permissions: { ...appPermissions, workflows: 'write' },
          repositories: [repository],
          repositoryCount: 1,
        },
      ],
      /may do more than .*\(workflows: write\)/,
    ],
    [
      'administration of the repository',
      [
        {
          permissions: { ...appPermissions, administration: 'read' },
          repositories: [repository],
          repositoryCount: 1,
        },
      ],
      /\(administration: read\)/,
    ],
  ])('refuses a token that reaches %s (403), handing nothing over', async (_what, installations, reason) => {
    const answer = await answerSignIn(
      callback({ code: 'abc', state }),
      dependencies({ installations: () => Promise.resolve(installations) }),
    );
    expect(answer.statusCode).toBe(403);
    expect(handedMessage(answer)).toMatch(reason);
    expect(answer.body).not.toContain(token);
  });

  it('passes on GitHub’s refusals as 4xx: declined by the person, a used or expired code', async () => {
    const declined = await answerSignIn(
      callback({
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
        state,
      }),
      dependencies(),
    );
    expect(declined.statusCode).toBe(403);
    expect(declined.body).toContain('The user has denied your application access.');
    const expired = await answerSignIn(
      callback({ code: 'old', state }),
      dependencies({
        exchangeCode: () =>
          Promise.resolve({
            status: 200,
            body: {
              error: 'bad_verification_code',
              error_description: 'The code passed is incorrect or expired.',
            },
          }),
      }),
    );
    expect(expired.statusCode).toBe(400);
    expect(handedMessage(expired)).toContain('The code passed is incorrect or expired.');
  });

  it('says GitHub could not be reached (502), never with a token', async () => {
    for (const failing of [
      dependencies({ exchangeCode: () => Promise.reject(new Error('timeout')) }),
      dependencies({ installations: () => Promise.reject(new Error('GitHub answered 500')) }),
    ]) {
      const answer = await answerSignIn(callback({ code: 'abc', state }), failing);
      expect(answer.statusCode).toBe(502);
      expect(handedMessage(answer)).toMatch(/^authorization:github:error:/);
      expect(answer.body).not.toContain(token);
    }
  });
});

describe('the answer page', () => {
  it('runs only its own script, by the hash its policy names', async () => {
    const answer = await answerSignIn(callback({ code: 'abc', state }), dependencies());
    expect(answer.headers['Content-Security-Policy']).toBe(answerContentSecurityPolicy);
    const scripts = [...answer.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(answerContentSecurityPolicy).toContain(`script-src 'sha256-${hash}'`);
    expect(answerContentSecurityPolicy).toContain("default-src 'none'");
    expect(answerContentSecurityPolicy).not.toContain('unsafe-inline');
  });

  it('posts to the editor’s origin and reads only its opener’s replies from it', async () => {
    const answer = await answerSignIn(callback({ code: 'abc', state }), dependencies());
    expect(answer.body).toContain('window.opener.postMessage(message, editor)');
    expect(answer.body).toContain('event.origin !== editor || event.source !== window.opener');
  });

  it('escapes what it prints', async () => {
    const answer = await answerSignIn(
      callback({ error: 'x', error_description: '<img src=x onerror=alert(1)>', state }),
      dependencies(),
    );
    expect(answer.body).not.toContain('<img');
    expect(answer.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('other requests', () => {
  it('answers 404 off the two paths and 405 to another method', async () => {
    expect((await answerSignIn({ ...start(), path: '/api/cms-auth/other' }, dependencies())).statusCode).toBe(
      404,
    );
    const post = await answerSignIn({ ...start(), method: 'POST' }, dependencies());
    expect(post.statusCode).toBe(405);
    expect(post.headers.Allow).toBe('GET');
  });

  it('answers 503 when the secret cannot be read, not a crash', async () => {
    const answer = await answerSignIn(
      start(),
      dependencies({ githubApp: () => Promise.reject(new Error('throttled')) }),
    );
    expect(answer.statusCode).toBe(503);
  });
});

describe('the rules', () => {
  it('reads the secret only when it holds both credentials', () => {
    expect(readGitHubApp(JSON.stringify(app))).toEqual(app);
    for (const text of [undefined, '', 'a generated password', '{}', '{"clientId":"x","clientSecret":" "}'])
      expect(readGitHubApp(text)).toBeUndefined();
  });

  it('reads GitHub’s lists of installations and repositories, and refuses what it cannot check', () => {
    expect(
      readInstallationsAnswer({
        total_count: 1,
        installations: [{ id: 7, permissions: appPermissions, app_slug: 'x' }],
      }),
    ).toEqual([{ id: 7, permissions: appPermissions }]);
    // A second page would hold installations never checked.
    expect(readInstallationsAnswer({ total_count: 101, installations: [] })).toBeUndefined();
    expect(readInstallationsAnswer({ message: 'Bad credentials' })).toBeUndefined();
    expect(
      readRepositoriesAnswer({ total_count: 3, repositories: [{ full_name: 'Fernly/Website', id: 1 }] }),
    ).toEqual({
      repositories: ['Fernly/Website'],
      repositoryCount: 3,
    });
  });

  it('lets a token through that reaches this repository alone, with the app’s permissions or fewer', () => {
    expect(decideAccess(thisRepositoryOnly, repository)).toBeUndefined();
    expect(
      decideAccess(
        [
          {
            permissions: { metadata: 'read', contents: 'read' },
            repositories: ['Fernly/Website'],
            repositoryCount: 1,
          },
        ],
        repository,
      ),
    ).toBeUndefined();
    expect(
      decideAccess(
        [
          {
            permissions: { ...appPermissions, actions: 'someday' },
            repositories: [repository],
            repositoryCount: 1,
          },
        ],
        repository,
      ),
    ).toMatchObject({ status: 403 });
  });

  it('draws a new 256-bit state each time', () => {
    const states = new Set(Array.from({ length: 50 }, newState));
    expect(states.size).toBe(50);
    for (const drawn of states) expect(Buffer.from(drawn, 'base64url')).toHaveLength(32);
  });

  it('finds the state among other cookies', () => {
    expect(stateFromCookies(['theme=dark', `${stateCookieName}=xyz`])).toBe('xyz');
    expect(stateFromCookies([`a=1; ${stateCookieName}=xyz`])).toBe('xyz');
    expect(stateFromCookies(['theme=dark', `${stateCookieName}=`])).toBeUndefined();
  });
});
