// Lambda entry for POST /api/saveSignUp, which the web app calls from its own origin, or its
// backend with a signature. Configuration and the clients are set up once per cold start; the
// endpoints come from the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB locally), so the same
// code runs in AWS and on the local stack.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { visitRecordStore, visitRecordVariables } from '../shared/visit-record-store.ts';
import { networksPastLimit } from '../shared/record-cap.ts';
import { latestDayKey } from '../shared/visitor.ts';
import { saveSignUp } from './save-sign-up.ts';
import { tapStore } from './tap-store.ts';

const { appOrigin, appSigningSecretArn, tableName, shortLivedTableName } = handlerVariables;
const config = readConfig(
  z.object({
    ...visitRecordVariables,
    [appOrigin]: requiredVariable().pipe(
      z.url().refine((value) => new URL(value).origin === value, 'must be an origin: scheme and host only'),
    ),
    [appSigningSecretArn]: requiredVariable().optional(),
  }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);
const secrets = new SecretsManagerClient(awsClientSettings);
const memory = { latestKey: latestDayKey(), pastLimit: networksPastLimit() };

// Read once per container once it is read; a failed read is tried again on the next signed report.
let signingSecret: string | undefined;
async function readSigningSecret(budgetMs: number): Promise<string | undefined> {
  const secretId = config[appSigningSecretArn];
  if (secretId === undefined || signingSecret !== undefined) return signingSecret;
  const { SecretString } = await withinBudget(budgetMs, (abortSignal) =>
    secrets.send(new GetSecretValueCommand({ SecretId: secretId }), { abortSignal }),
  );
  signingSecret = SecretString === '' ? undefined : SecretString;
  return signingSecret;
}

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  const store = visitRecordStore(config, dynamodb, memory, context);
  const taps = tapStore({ tracking: config[tableName], shortLived: config[shortLivedTableName] }, store.send);
  return saveSignUp(event, context.awsRequestId, {
    ...store,
    appOrigin: config[appOrigin],
    signingSecret: () => readSigningSecret(upstreamBudget(context.getRemainingTimeInMillis())),
    findTap: (tapId, receivedAt) => taps.find(tapId, receivedAt),
    takeTap: (tap, reportId) => taps.take(tap, reportId),
    log: logger,
  });
}
