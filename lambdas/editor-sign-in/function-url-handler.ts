// Lambda entry behind a function URL that only the site's distribution may call (origin access
// control), on the editor's sign-in paths (decision 0052). Not an operation of openapi.yaml, so
// its entry is not handler.ts (cdk/operation-handlers.ts).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { z } from 'zod';
import { editorSignInVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { upstreamBudgetMs } from '../shared/time-budget.ts';
import { answerSignIn, type SignInAnswer } from './sign-in.ts';
import { githubTokenUrl, newState, readOAuthApp, type OAuthApp } from './sign-in-rules.ts';

const { secretArn, siteOrigin } = editorSignInVariables;
const config = readConfig(
  z.object({
    [secretArn]: requiredVariable(),
    // Absent until the stage's address is known; the helper then says it is not configured.
    [siteOrigin]: z.url({ protocol: /^https$/ }).optional(),
  }),
  process.env,
);
const secrets = new SecretsManagerClient(awsClientSettings);

// Read once per container once it holds an app; while it does not, read again on each request, so
// filling the secret takes effect without a deploy.
let oauthApp: OAuthApp | undefined;
async function readOAuthAppOnce(): Promise<OAuthApp | undefined> {
  if (oauthApp !== undefined) return oauthApp;
  const secret = await secrets.send(new GetSecretValueCommand({ SecretId: config[secretArn] }));
  oauthApp = readOAuthApp(secret.SecretString);
  return oauthApp;
}

async function exchangeCode(body: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(githubTokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(upstreamBudgetMs),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json };
}

export function handler(event: LambdaFunctionURLEvent): Promise<SignInAnswer> {
  return answerSignIn(
    {
      method: event.requestContext.http.method,
      path: event.rawPath,
      query: event.queryStringParameters ?? {},
      cookies: event.cookies ?? [],
    },
    { siteOrigin: config[siteOrigin], oauthApp: readOAuthAppOnce, exchangeCode, newState },
  );
}
