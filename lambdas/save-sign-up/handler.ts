// Lambda entry for POST /api/saveSignUp, which the web app calls from its own origin.
// Configuration and the DynamoDB client are set up once per cold start; the endpoint comes from
// the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and
// on the local stack.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { dayKeyStore } from '../shared/day-key-store.ts';
import { putIfAbsent } from '../shared/put-if-absent.ts';
import { readConfig, requiredVariable, wholeNumberVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { latestDayKey, requestVisitor } from '../shared/visitor.ts';
import { saveSignUp } from './save-sign-up.ts';

const { tableName, shortLivedTableName, retentionDays, appOrigin } = handlerVariables;
const config = readConfig(
  z.object({
    [tableName]: requiredVariable(),
    [shortLivedTableName]: requiredVariable(),
    [retentionDays]: wholeNumberVariable(1, 3650),
    [appOrigin]: requiredVariable().pipe(
      z.url().refine((value) => new URL(value).origin === value, 'must be an origin: scheme and host only'),
    ),
  }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);
const dayKey = latestDayKey();

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  const budget = () => upstreamBudget(context.getRemainingTimeInMillis());
  const dayKeys = dayKeyStore(config[shortLivedTableName], (call) =>
    withinBudget(budget(), (abortSignal) => call(dynamodb, abortSignal)),
  );
  return saveSignUp(event, context.awsRequestId, {
    now: () => new Date(),
    retentionDays: config[retentionDays],
    appOrigin: config[appOrigin],
    visitorOf: (request, receivedAt) => requestVisitor(request, receivedAt, (day) => dayKey(day, dayKeys)),
    putIfAbsent: (item) => putIfAbsent(dynamodb, config[tableName], item.attributes, budget()),
    log: logger,
  });
}
