// What the engineer does by hand in the runbook's section "The content editor's GitHub sign-in",
// read from each step's prose as the model's by-hand actions: registering the GitHub App in
// GitHub's settings (its callback URL, its repository permissions, a client secret), installing it
// on the repository, writing the secret's file, and opening the sign-in in a browser. Each makes
// or checks what the step says, against what earlier steps made; a step with neither a command nor
// an action the model knows stops the walk (runbook-walk.ts).
import { z } from 'zod';
import { editorSignInVariables } from '../../contract/handler-environment.ts';
import { answerSignIn, type SignInDependencies } from '../../lambdas/editor-sign-in/sign-in.ts';
import { readGitHubApp } from '../../lambdas/editor-sign-in/sign-in-rules.ts';
import { type GitHubAppModel, RunbookFailure } from './empty-account.ts';
import type { RunbookStep } from './runbook-document.ts';
import type { RunbookWorld } from './runbook-world.ts';

/** The stage's domain in place of `<domain>`, as the engineer writes it. */
function withDomain(world: RunbookWorld, text: string): string {
  const { domain } = world.prerequisites;
  if (text.includes('<domain>') && domain === undefined)
    throw new RunbookFailure('names <domain>, and "You need:" names no domain');
  return text.replaceAll('<domain>', domain ?? '');
}

/** GitHub's settings page's words for a permission, as the REST API names it: `Pull requests` → `pull_requests`. */
const apiPermissionName = (words: string) => words.toLowerCase().replaceAll(' ', '_');
const apiPermissionLevel: Readonly<Record<string, string>> = {
  'Read and write': 'write',
  'Read-only': 'read',
};

/** The organization's newest app: the one the section's later steps mean by "the app". */
function latestApp(world: RunbookWorld): GitHubAppModel {
  const app = [...world.github.apps.values()].at(-1);
  if (app === undefined) throw new RunbookFailure('uses the GitHub App, which no earlier step made');
  return app;
}

/** "New GitHub App": an app of the organization with the step's callback URL and permissions. */
function registerApp(world: RunbookWorld, step: RunbookStep): string {
  if (!world.prerequisites.organizationOwner)
    throw new RunbookFailure(
      `registers a GitHub App of ${world.github.owner}, which only an owner may, and "You need:" names none`,
    );
  const callbackUrl = /Callback\s+URL\s+`([^`]+)`/.exec(step.text)?.[1];
  if (callbackUrl === undefined) throw new RunbookFailure('registers an app with no callback URL');
  const permissions = Object.fromEntries(
    [...step.text.matchAll(/\*\*([A-Z][a-z]+(?: [a-z]+)*): (Read and write|Read-only)\*\*/g)].map((match) => [
      apiPermissionName(match[1] ?? ''),
      apiPermissionLevel[match[2] ?? ''] ?? '',
    ]),
  );
  if (Object.keys(permissions).length === 0)
    throw new RunbookFailure('registers an app with no repository permission');
  if (!/Generate a new client secret/.test(step.text))
    throw new RunbookFailure('registers an app with no client secret, which the sign-in needs');
  const expiringUserTokens = /"Expire user authorization tokens" on/.test(step.text);
  const id = world.nextId(8);
  const app = {
    slug: `fernly-editor-${id}`,
    clientId: `Iv23li${id}`,
    clientSecret: `secret-${id}`,
    callbackUrl: withDomain(world, callbackUrl),
    permissions,
    expiringUserTokens,
  };
  world.github.apps.set(app.slug, app);
  return `registers the GitHub App ${app.slug}`;
}

/** "Install App → … "Only select repositories" → `<owner>/<repo>`". */
function installApp(world: RunbookWorld, step: RunbookStep): string {
  if (!world.prerequisites.organizationOwner)
    throw new RunbookFailure(
      `installs an app on ${world.github.owner}'s repositories, which only an owner may, and "You need:" names none`,
    );
  const selected = /"Only select repositories" → `([^`]+)`/.exec(step.text)?.[1];
  if (selected !== '<owner>/<repo>')
    throw new RunbookFailure('installs the app on repositories the model does not know');
  const app = latestApp(world);
  world.github.installations.set(app.slug, [world.github.name]);
  return `installs ${app.slug} on ${world.github.name} only`;
}

/** A page of the helper as the person sees it: its heading and its words. */
function pageText(body: string): string {
  const [, title = '', text = ''] = /<h1>(.*?)<\/h1>\s*<p>(.*?)<\/p>/s.exec(body) ?? [];
  return `"${title}": ${text}`;
}

const tokenRequestSchema = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string(),
  redirect_uri: z.string(),
});

/** GitHub's token exchange for the model's apps: a user token for the app's own code and secret. */
function exchangeCode(world: RunbookWorld, code: string, body: string) {
  const sent = tokenRequestSchema.parse(JSON.parse(body));
  const app = [...world.github.apps.values()].find(({ clientId }) => clientId === sent.client_id);
  if (app === undefined || app.clientSecret !== sent.client_secret)
    return { status: 200, body: { error: 'incorrect_client_credentials' } };
  if (sent.code !== code || sent.redirect_uri !== app.callbackUrl)
    return { status: 200, body: { error: 'bad_verification_code' } };
  const token = { access_token: `ghu_${app.slug}`, token_type: 'bearer', scope: '' };
  // An app whose user tokens expire gives them for eight hours, with a refresh token.
  return {
    status: 200,
    body: app.expiringUserTokens ? { ...token, expires_in: 28_800, refresh_token: `ghr_${app.slug}` } : token,
  };
}

/**
 * "open `https://admin.<domain>/api/cms-auth/auth?provider=github`": the deployed helper whose
 * editor origin the address is on answers with its own code (lambdas/editor-sign-in/sign-in.ts),
 * reading the secret as it stands and the environment its function was deployed with. GitHub,
 * played by the model, accepts the redirect only with an app's client ID and the callback URL
 * registered for it and no scope, the engineer authorizes the app, and the sign-in must end on
 * "Signed in": the token exchange with the secret's client secret, the app's user token, and the
 * installations it reaches, as the helper checks them. Then "`https://<domain>/admin/` redirects to
 * `https://admin.<domain>/admin/` (the stack's `EditorUrl` output)": some stack has that output.
 */
async function openSignIn(world: RunbookWorld, step: RunbookStep): Promise<string> {
  const address = new URL(withDomain(world, /open `(https:\/\/[^`]+)`/.exec(step.text)?.[1] ?? ''));
  const helper = [...world.account.stacks.values()]
    .flatMap(({ functions }) => functions)
    .find(({ environment }) => environment.get(editorSignInVariables.editorOrigin) === address.origin);
  if (helper === undefined)
    throw new RunbookFailure(`opens ${address.href}, where no deployed sign-in helper serves the editor`);
  const secret = world.account.secrets.get(helper.environment.get(editorSignInVariables.secretArn) ?? '');
  const code = `code-${world.nextId(6)}`;
  const dependencies: SignInDependencies = {
    editorOrigin: helper.environment.get(editorSignInVariables.editorOrigin),
    repository: helper.environment.get(editorSignInVariables.repository),
    githubApp: () => Promise.resolve(readGitHubApp(secret?.value)),
    exchangeCode: (body) => Promise.resolve(exchangeCode(world, code, body)),
    installations: (token) =>
      Promise.resolve(
        [...world.github.installations.keys()]
          .filter((slug) => token === `ghu_${slug}`)
          .flatMap((slug) => world.github.installation(slug) ?? [])
          .map(({ permissions, repositories }) => ({
            permissions,
            repositories,
            repositoryCount: repositories.length,
          })),
      ),
    newState: () => `state-${code}`,
  };
  const start = await answerSignIn(
    { method: 'GET', path: address.pathname, query: Object.fromEntries(address.searchParams), cookies: [] },
    dependencies,
  );
  const location = start.headers.Location;
  if (start.statusCode !== 302 || location === undefined)
    throw new RunbookFailure(`gets ${pageText(start.body)} (${start.statusCode})`);
  const authorize = new URL(location);
  const app = [...world.github.apps.values()].find(
    ({ clientId }) => clientId === authorize.searchParams.get('client_id'),
  );
  const redirectUri = authorize.searchParams.get('redirect_uri') ?? '';
  if (authorize.origin !== 'https://github.com' || app === undefined)
    throw new RunbookFailure(`is sent to ${location}, which GitHub knows no app for`);
  if (redirectUri !== app.callbackUrl || authorize.searchParams.has('scope'))
    throw new RunbookFailure(
      `is refused by GitHub: the helper's redirect URI ${redirectUri} is not the app's callback URL ${app.callbackUrl}, or it asks for a scope`,
    );
  const callback = new URL(redirectUri);
  const end = await answerSignIn(
    {
      method: 'GET',
      path: callback.pathname,
      query: { code, state: authorize.searchParams.get('state') ?? undefined },
      // The browser sends back the cookie the start set: its name and value.
      cookies: (start.cookies ?? []).map((cookie) => cookie.split(';')[0] ?? ''),
    },
    dependencies,
  );
  if (end.statusCode !== 200) throw new RunbookFailure(`ends on ${pageText(end.body)} (${end.statusCode})`);
  const [, to, output = ''] =
    /redirects\s+to\s+`(https:\/\/[^`]+)`\s+\(the\s+stack's\s+`(\w+)`\s+output\)/.exec(step.text) ?? [];
  if (to === undefined) throw new RunbookFailure('names no address of the stack the editor is at');
  const editorUrl = withDomain(world, to);
  if (![...world.account.stacks.values()].some(({ outputs }) => outputs.get(output) === editorUrl))
    throw new RunbookFailure(`expects the output ${output} to be ${editorUrl}, and no deployed stack's is`);
  return `signs in at ${address.href} with ${app.slug}`;
}

/** What the engineer does by hand, each recognised by the words the runbook says it in. */
const byHand: readonly {
  readonly says: RegExp;
  readonly does: (world: RunbookWorld, step: RunbookStep) => string | Promise<string>;
}[] = [
  { says: /New GitHub App/, does: registerApp },
  { says: /Install App/, does: installApp },
  { says: /open `https:\/\//, does: openSignIn },
];

/** Does by hand what `step` says to, before its commands; what was done, one line each. */
export async function doByHand(world: RunbookWorld, step: RunbookStep): Promise<string[]> {
  const done: string[] = [];
  for (const { says, does } of byHand) if (says.test(step.text)) done.push(await does(world, step));
  return done;
}

/**
 * `<file>`: the file the step says to write (`write `{…}` into a file`), its `<placeholders>` the
 * app's client ID and client secret.
 */
export function fileWrittenByHand(world: RunbookWorld, step: RunbookStep): string {
  const template = /write `(\{[^`]+\})` into a file/.exec(step.text)?.[1];
  if (template === undefined) throw new RunbookFailure('uses <file>, and the step writes no file');
  const app = latestApp(world);
  const content = template.replaceAll(/<([^>]+)>/g, (placeholder, name: string) => {
    if (/client ID$/.test(name)) return app.clientId;
    if (/client secret$/.test(name)) return app.clientSecret;
    throw new RunbookFailure(`writes ${placeholder} into the file, which the model does not know`);
  });
  const path = `/tmp/fernly-runbook/${app.slug}.json`;
  world.files.set(path, content);
  return path;
}
