// Lambda entry behind a function URL that only the site's distribution may call (origin access
// control), on the editor's sign-in paths of the editor's origin (decisions 0052, 0059, 0060). Not
// an operation of openapi.yaml, so its entry is not handler.ts (cdk/operation-handlers.ts).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { z } from 'zod';
import { editorSignInVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { upstreamBudgetMs } from '../shared/time-budget.ts';
import { answerSignIn, type SignInAnswer } from './sign-in.ts';
import {
  githubInstallationRepositoriesUrl,
  githubInstallationsUrl,
  githubTokenUrl,
  newState,
  readGitHubApp,
  readInstallationsAnswer,
  readRepositoriesAnswer,
  type GitHubApp,
  type Installation,
} from './sign-in-rules.ts';

const { secretArn, editorOrigin, repository } = editorSignInVariables;
const config = readConfig(
  z.object({
    [secretArn]: requiredVariable(),
    // Absent on a stage without a domain, which serves no editor: the helper says it is not set up.
    [editorOrigin]: z.url({ protocol: /^https$/ }).optional(),
    [repository]: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/)
      .optional(),
  }),
  process.env,
);
const secrets = new SecretsManagerClient(awsClientSettings);

// Read once per container once it holds an app; while it does not, read again on each request, so
// filling the secret takes effect without a deploy.
let githubApp: GitHubApp | undefined;
async function readGitHubAppOnce(): Promise<GitHubApp | undefined> {
  if (githubApp !== undefined) return githubApp;
  const secret = await secrets.send(new GetSecretValueCommand({ SecretId: config[secretArn] }));
  githubApp = readGitHubApp(secret.SecretString);
  return githubApp;
}

/** GitHub's JSON answer, or undefined in its place when it is not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    const json: unknown = JSON.parse(await response.text());
    return json;
  } catch {
    return undefined;
  }
}

/** Every call to GitHub of one sign-in shares one budget, so the answer comes before the timeout. */
function githubCalls(signal: AbortSignal) {
  const api = async (url: string, token: string): Promise<unknown> => {
    const response = await fetch(url, {
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'X-GitHub-Api-Version': '2022-11-28',
      },
      signal,
    });
    if (!response.ok) throw new Error(`GitHub answered ${url} with ${response.status}`);
    return jsonOf(response);
  };
  return {
    exchangeCode: async (body: string) => {
      const response = await fetch(githubTokenUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body,
        signal,
      });
      return { status: response.status, body: await jsonOf(response) };
    },
    installations: async (token: string): Promise<Installation[]> => {
      const installations = readInstallationsAnswer(
        await api(`${githubInstallationsUrl}?per_page=100`, token),
      );
      if (installations === undefined)
        throw new Error('GitHub listed the installations in a form not understood');
      return Promise.all(
        installations.map(async ({ id, permissions }) => {
          const repositories = readRepositoriesAnswer(
            await api(`${githubInstallationRepositoriesUrl(id)}?per_page=100`, token),
          );
          if (repositories === undefined)
            throw new Error('GitHub listed the repositories in a form not understood');
          return { permissions, ...repositories };
        }),
      );
    },
  };
}

export function handler(event: LambdaFunctionURLEvent): Promise<SignInAnswer> {
  return answerSignIn(
    {
      method: event.requestContext.http.method,
      path: event.rawPath,
      query: event.queryStringParameters ?? {},
      cookies: event.cookies ?? [],
    },
    {
      editorOrigin: config[editorOrigin],
      repository: config[repository],
      githubApp: readGitHubAppOnce,
      ...githubCalls(AbortSignal.timeout(upstreamBudgetMs)),
      newState,
    },
  );
}
