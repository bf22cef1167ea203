// The editor on its own origin with its GitHub sign-in, and GitHub played by the test, for
// admin-sign-in.spec.ts. A server this test starts serves /admin (the build's files, the editor's
// headers) and the sign-in helper's own request handling (lambdas/editor-sign-in/sign-in.ts) on
// http://admin.localhost:<port>, as the editor's origin is served (decision 0060); GitHub's
// authorize page, token exchange, installations and API are the test's. The API holds the working
// tree's content/ on main and records every call the editor makes.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Route } from '@playwright/test';
import { z } from 'zod';
import { adminHeaders, type SiteMeta } from '../../edge/security-headers.ts';
import { answerSignIn } from '../../lambdas/editor-sign-in/sign-in.ts';
import { appPermissions, newState } from '../../lambdas/editor-sign-in/sign-in-rules.ts';
import { adminFiles } from '../../web/admin/admin-files.ts';
import { workingTreeContent } from './admin-local-mode.ts';

export const repository = { repo: 'fernly/website', branch: 'main' } as const;
/** A GitHub App's expiring user token, as GitHub's exchange answers it. */
export const userToken = 'ghu_e2eSignInToken';
const meta: SiteMeta = { scriptHashes: [], thirdPartyOrigins: { script: [], connect: [], img: [] } };

export interface EditorServer {
  readonly origin: string;
  /** The bodies of the helper's token exchanges with GitHub. */
  readonly exchanges: string[];
  close(): Promise<void>;
}

function contentType(path: string): string {
  if (path.endsWith('.woff2')) return 'font/woff2';
  if (path.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (path.endsWith('.json')) return 'application/json; charset=utf-8';
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.css')) return 'text/css; charset=utf-8';
  return 'text/html; charset=utf-8';
}

/** Starts the editor's origin: /admin and the sign-in helper, with GitHub's answers the test's. */
export async function startEditorServer(): Promise<EditorServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port');
  // Chromium takes every *.localhost name for this machine.
  const origin = `http://admin.localhost:${address.port}`;
  const files = new Map(
    // Signing in needs none of the site's styles in the preview.
    (await adminFiles(repository, origin, '')).map((file) => [`/${file.path}`, file.content]),
  );
  const exchanges: string[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname.startsWith('/api/cms-auth/')) {
      const signIn = await answerSignIn(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          cookies: request.headers.cookie === undefined ? [] : [request.headers.cookie],
        },
        {
          editorOrigin: origin,
          repository: repository.repo,
          githubApp: () => Promise.resolve({ clientId: 'Iv23.e2e-client', clientSecret: 'e2e-secret' }),
          exchangeCode: (body) => {
            exchanges.push(body);
            return Promise.resolve({
              status: 200,
              body: {
                access_token: userToken,
                expires_in: 28_800,
                refresh_token: 'ghr_e2eRefresh',
                refresh_token_expires_in: 15_724_800,
                scope: '',
                token_type: 'bearer',
              },
            });
          },
          // The app, installed on this repository only, with its two permissions.
          installations: () =>
            Promise.resolve([
              { permissions: appPermissions, repositories: [repository.repo], repositoryCount: 1 },
            ]),
          newState,
        },
      );
      response.writeHead(signIn.statusCode, {
        ...signIn.headers,
        ...(signIn.cookies === undefined ? {} : { 'Set-Cookie': [...signIn.cookies] }),
      });
      response.end(signIn.body);
      return;
    }
    const file = files.get(url.pathname === '/admin/' ? '/admin/index.html' : url.pathname);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...adminHeaders(meta), 'Content-Type': contentType(url.pathname) }).end(file);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void answer(request, response);
  });
  return {
    origin,
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** GitHub's authorize page: it sends the window straight back with a code, as for an app already authorized. */
export async function playGitHubAuthorize(context: BrowserContext): Promise<URL[]> {
  const requests: URL[] = [];
  await context.route('https://github.com/login/oauth/authorize**', async (route) => {
    const authorize = new URL(route.request().url());
    requests.push(authorize);
    const back = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', 'e2e-code');
    back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { Location: back.href } });
  });
  // The editor's version check and GitHub's status page are out of reach offline.
  await context.route(
    /^https:\/\/(cdn\.jsdelivr\.net|unpkg\.com|www\.githubstatus\.com|avatars\.githubusercontent\.com)\//,
    (route) => route.abort(),
  );
  return requests;
}

/** One call the editor made to GitHub's API: REST by method and path, GraphQL by its operation. */
export interface ApiCall {
  readonly authorization: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const gitBlobSha = (bytes: Buffer) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');

const graphqlBody = z.object({ query: z.string(), variables: z.record(z.string(), z.unknown()).default({}) });
const commitInput = z.object({
  branch: z.object({ branchName: z.string() }),
  fileChanges: z.object({
    additions: z.array(z.object({ path: z.string(), contents: z.string() })).default([]),
  }),
});
const refInput = z.object({ name: z.string() });

/**
 * GitHub's REST and GraphQL API over a repository whose main holds the working tree's content/:
 * what Sveltia CMS 0.221.1 asks to load it (the user, collaborator check, last commit, tree, blobs,
 * history, open pull requests) and to save in its editorial workflow (a branch by createRef, a
 * commit on it by createCommitOnBranch, a pull request and its label). Anything else is answered
 * 501 and recorded, so a test sees a call it did not expect.
 */
export async function playGitHubApi(context: BrowserContext): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  const tree = workingTreeContent().map((file) => {
    const bytes = Buffer.from(file.base64, 'base64');
    return { path: file.path, bytes, sha: gitBlobSha(bytes) };
  });
  const bySha = new Map(tree.map((file) => [file.sha, file]));
  const head = 'a'.repeat(40);
  const author = { name: 'Maya Okafor', email: 'maya@fernly.example', user: { id: 1, login: 'maya-editor' } };
  const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, json: body });
  const prefix = `/repos/${repository.repo}`;

  function graphql(query: string, variables: Record<string, unknown>): unknown {
    const aliases = [
      ...query.matchAll(
        /(content|commit|file)_(\d+):\s+(object\(oid: "(\w+)"\)|ref\(|file\(path: ("[^"]*")\))/g,
      ),
    ];
    if (query.includes('createRef('))
      return { createRef: { ref: { name: refInput.parse(variables.input).name } } };
    if (query.includes('createCommitOnBranch(')) {
      const input = commitInput.parse(variables.input);
      const files = Object.fromEntries(
        aliases.map(([, , index = '', , , , path = '""']) => {
          const added = input.fileChanges.additions.find((addition) => addition.path === JSON.parse(path));
          return [`file_${index}`, { oid: gitBlobSha(Buffer.from(added?.contents ?? '', 'base64')) }];
        }),
      );
      return {
        createCommitOnBranch: {
          commit: { oid: 'b'.repeat(40), committedDate: new Date().toISOString(), ...files },
        },
      };
    }
    if (query.includes('fork: repository('))
      return { fork: { id: 'R_website' }, base: { ref: { target: { oid: head } } } };
    if (query.includes('pullRequests(headRefName'))
      return { repository: { pullRequests: { totalCount: 0 } } };
    if (query.includes('pullRequests(')) return { repository: { pullRequests: { nodes: [] } } };
    // The deployed branch's head, which the editor compares with what it loaded.
    if (query.includes('... on Commit { oid }')) return { repository: { ref: { target: { oid: head } } } };
    if (query.includes('defaultBranchRef'))
      return { repository: { defaultBranchRef: { name: repository.branch } } };
    if (aliases.length > 0) {
      const fields = aliases.map(([, kind = '', index = '', , sha = '']): [string, unknown] => [
        `${kind}_${index}`,
        kind === 'content'
          ? { text: bySha.get(sha)?.bytes.toString('utf8') ?? null, isTruncated: false }
          : { target: { history: { nodes: [{ author, committedDate: '2026-11-20T09:00:00Z' }] } } },
      ]);
      return { repository: Object.fromEntries(fields) };
    }
    if (query.includes('history(first: 1)'))
      return {
        repository: {
          ref: { target: { history: { nodes: [{ oid: head, message: 'The content as it is' }] } } },
        },
      };
    return undefined;
  }

  await context.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const body: unknown = request.postData() === null ? undefined : request.postDataJSON();
    const call = {
      authorization: (await request.allHeaders()).authorization ?? '',
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      body,
    };
    calls.push(call);
    if (url.pathname === '/graphql') {
      const { query, variables } = graphqlBody.parse(body);
      const data = graphql(query, variables);
      await json(
        route,
        data === undefined ? 501 : 200,
        data === undefined ? { message: 'not played' } : { data },
      );
      return;
    }
    const path = url.pathname;
    if (path === '/user')
      await json(route, 200, {
        id: 1,
        login: 'maya-editor',
        name: 'Maya Okafor',
        email: null,
        html_url: 'https://github.com/maya-editor',
      });
    else if (path === `${prefix}/collaborators/maya-editor`) await route.fulfill({ status: 204 });
    else if (path.startsWith(`${prefix}/git/trees/`))
      await json(route, 200, {
        sha: head,
        truncated: false,
        tree: tree.map(({ path: file, sha, bytes }) => ({
          type: 'blob',
          path: file,
          sha,
          size: bytes.length,
        })),
      });
    else if (path === `${prefix}/pulls` && call.method === 'POST')
      await json(route, 201, {
        number: 7,
        node_id: 'PR_7',
        title: 'Update FAQs',
        html_url: `https://github.com/${repository.repo}/pull/7`,
        head: { sha: 'b'.repeat(40) },
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
    else if (path === `${prefix}/issues/7/labels` && call.method === 'POST') await json(route, 200, []);
    else await json(route, 501, { message: 'not played' });
  });
  return calls;
}

/** The GraphQL mutations the editor sent, by name, with their input. */
export function mutations(calls: readonly ApiCall[], name: string): unknown[] {
  return calls.flatMap((call) => {
    const parsed = graphqlBody.safeParse(call.body);
    return call.path === '/graphql' && parsed.success && parsed.data.query.includes(`${name}(`)
      ? [parsed.data.variables.input]
      : [];
  });
}

/** The commits the editor made: the branch of each, and the files it adds, as text. */
export function commits(
  calls: readonly ApiCall[],
): { branch: string; files: { path: string; text: string }[] }[] {
  return mutations(calls, 'createCommitOnBranch').map((input) => {
    const { branch, fileChanges } = commitInput.parse(input);
    return {
      branch: branch.branchName,
      files: fileChanges.additions.map(({ path, contents }) => ({
        path,
        text: Buffer.from(contents, 'base64').toString('utf8'),
      })),
    };
  });
}
