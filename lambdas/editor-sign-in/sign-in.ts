// One request to the editor's sign-in helper, answered from the rules (sign-in-rules.ts) with the
// secret, GitHub and the random state given from outside, so tests run it without AWS or GitHub.
// Its answers are pages on the editor's origin (decision 0060), where the cookie lives too.
import { editorSignInCallbackPath, editorSignInStartPath } from '../../contract/editor-sign-in-route.ts';
import {
  answerHeaders,
  answerPage,
  clearedStateCookie,
  decideAccess,
  decideCallback,
  decideStart,
  editorMessage,
  pageHeaders,
  readTokenAnswer,
  stateCookie,
  stateFromCookies,
  tokenRequestBody,
  type GitHubApp,
  type Installation,
  type Query,
  type Refusal,
  type TokenOutcome,
} from './sign-in-rules.ts';

interface SignInRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Query;
  readonly cookies: readonly string[];
}

/** A Lambda function URL's answer. */
export interface SignInAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies?: readonly string[];
  readonly body: string;
}

export interface SignInDependencies {
  /** The editor's origin; undefined on a stage without a domain, which serves no editor (decision 0060). */
  readonly editorOrigin: string | undefined;
  /** The repository the editor changes (`owner/name`), the only one its token may reach. */
  readonly repository: string | undefined;
  /** The secret's GitHub App, or undefined while the secret does not hold one. */
  readonly githubApp: () => Promise<GitHubApp | undefined>;
  /** Posts the exchange to GitHub; rejects when GitHub cannot be reached in time. */
  readonly exchangeCode: (body: string) => Promise<{ readonly status: number; readonly body: unknown }>;
  /** The app's installations the token reaches, with their repositories; rejects when GitHub cannot tell. */
  readonly installations: (token: string) => Promise<readonly Installation[]>;
  readonly newState: () => string;
}

function page(statusCode: number, title: string, text: string, cookies?: readonly string[]): SignInAnswer {
  return {
    statusCode,
    headers: pageHeaders,
    ...(cookies === undefined ? {} : { cookies }),
    body: answerPage({ title, text }),
  };
}

const notConfigured = (what: string): SignInAnswer =>
  page(
    503,
    'Sign-in is not set up yet',
    `GitHub sign-in for the content editor is not configured on this site yet (${what}). docs/deploying.md says how the platform team sets it up.`,
  );

/** The end of a sign-in: a page that hands the editor its token or the reason there is none. */
function outcomePage(outcome: TokenOutcome, editorOrigin: string): SignInAnswer {
  const refused = 'status' in outcome ? outcome : undefined;
  return {
    statusCode: refused?.status ?? 200,
    headers: pageHeaders,
    cookies: [clearedStateCookie],
    body: answerPage({
      title: refused === undefined ? 'Signed in' : 'Not signed in',
      text:
        refused === undefined
          ? 'You are signed in to the content editor. This window closes by itself; if it does not, close it.'
          : refused.message,
      editorOrigin,
      message: editorMessage(outcome),
    }),
  };
}

const unreachable: Refusal = {
  status: 502,
  message: 'GitHub could not be reached to finish the sign-in. Try again in a minute.',
};

/** The code exchanged for a token, handed on only once GitHub shows what the token reaches. */
async function exchange(
  code: string,
  app: GitHubApp,
  editorOrigin: string,
  repository: string,
  dependencies: SignInDependencies,
): Promise<TokenOutcome> {
  try {
    const answer = await dependencies.exchangeCode(tokenRequestBody(app, code, editorOrigin));
    const outcome = readTokenAnswer(answer.status, answer.body);
    if ('status' in outcome) return outcome;
    return decideAccess(await dependencies.installations(outcome.token), repository) ?? outcome;
  } catch {
    return unreachable;
  }
}

export async function answerSignIn(
  request: SignInRequest,
  dependencies: SignInDependencies,
): Promise<SignInAnswer> {
  const isStart = request.path === editorSignInStartPath;
  if (!isStart && request.path !== editorSignInCallbackPath) {
    return page(404, 'Not found', 'There is nothing at this address.');
  }
  if (request.method !== 'GET') {
    return {
      ...page(405, 'Not allowed', 'Only a browser window opened by the editor signs in here.'),
      headers: { ...pageHeaders, Allow: 'GET' },
    };
  }
  const { editorOrigin, repository } = dependencies;
  if (editorOrigin === undefined) return notConfigured('this stage has no domain, so no editor’s address');
  if (repository === undefined) return notConfigured('it does not know which repository editors change');
  let app: GitHubApp | undefined;
  try {
    app = await dependencies.githubApp();
  } catch {
    return page(
      503,
      'Sign-in is unavailable',
      'The sign-in could not read its settings just now. Try again in a minute.',
    );
  }
  if (app === undefined) return notConfigured('its secret holds no GitHub App');

  if (isStart) {
    const decision = decideStart(request.query, app, editorOrigin, dependencies.newState());
    if ('status' in decision) return page(decision.status, 'Not signed in', decision.message);
    return {
      statusCode: 302,
      headers: { ...answerHeaders, Location: decision.redirectTo },
      cookies: [stateCookie(decision.state)],
      body: '',
    };
  }

  const decision = decideCallback(request.query, stateFromCookies(request.cookies));
  if ('status' in decision) return outcomePage(decision, editorOrigin);
  return outcomePage(
    await exchange(decision.code, app, editorOrigin, repository, dependencies),
    editorOrigin,
  );
}
