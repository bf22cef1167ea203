// One request to the editor's sign-in helper, answered from the rules (sign-in-rules.ts) with the
// secret, GitHub and the random state given from outside, so tests run it without AWS or GitHub.
import { editorSignInCallbackPath, editorSignInStartPath } from '../../contract/editor-sign-in-route.ts';
import {
  answerHeaders,
  answerPage,
  clearedStateCookie,
  decideCallback,
  decideStart,
  editorMessage,
  pageHeaders,
  readTokenAnswer,
  stateCookie,
  stateFromCookies,
  tokenRequestBody,
  type OAuthApp,
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
  /** Undefined while the stage's address is not known (a first deploy without a domain). */
  readonly siteOrigin: string | undefined;
  /** The secret's OAuth app, or undefined while the secret does not hold one. */
  readonly oauthApp: () => Promise<OAuthApp | undefined>;
  /** Posts the exchange to GitHub; rejects when GitHub cannot be reached in time. */
  readonly exchangeCode: (body: string) => Promise<{ readonly status: number; readonly body: unknown }>;
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
    `GitHub sign-in for the content editor is not configured on this site yet (${what}). Until it is, sign in with an access token; docs/deploying.md says how the platform team sets it up.`,
  );

/** The end of a sign-in: a page that hands the editor its token or the reason there is none. */
function outcomePage(outcome: TokenOutcome, siteOrigin: string): SignInAnswer {
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
      siteOrigin,
      message: editorMessage(outcome),
    }),
  };
}

async function exchange(code: string, app: OAuthApp, siteOrigin: string, dependencies: SignInDependencies) {
  try {
    const answer = await dependencies.exchangeCode(tokenRequestBody(app, code, siteOrigin));
    return readTokenAnswer(answer.status, answer.body);
  } catch {
    const unreachable: Refusal = {
      status: 502,
      message: 'GitHub could not be reached to finish the sign-in. Try again in a minute.',
    };
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
  const { siteOrigin } = dependencies;
  if (siteOrigin === undefined) return notConfigured('the site’s address is not known to it');
  let app: OAuthApp | undefined;
  try {
    app = await dependencies.oauthApp();
  } catch {
    return page(
      503,
      'Sign-in is unavailable',
      'The sign-in could not read its settings just now. Try again in a minute.',
    );
  }
  if (app === undefined) return notConfigured('its secret holds no GitHub OAuth app');

  if (isStart) {
    const decision = decideStart(request.query, app, siteOrigin, dependencies.newState());
    if ('status' in decision) return page(decision.status, 'Not signed in', decision.message);
    return {
      statusCode: 302,
      headers: { ...answerHeaders, Location: decision.redirectTo },
      cookies: [stateCookie(decision.state)],
      body: '',
    };
  }

  const decision = decideCallback(request.query, stateFromCookies(request.cookies));
  if ('status' in decision) return outcomePage(decision, siteOrigin);
  return outcomePage(await exchange(decision.code, app, siteOrigin, dependencies), siteOrigin);
}
