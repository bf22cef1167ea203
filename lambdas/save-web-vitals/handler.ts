// Lambda entry for POST /api/saveWebVitals. Configuration and the DynamoDB client are set up once
// per cold start; the endpoint comes from the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB
// locally), so the same code runs in AWS and on the local stack.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { putIfAbsent } from '../shared/put-if-absent.ts';
import { readConfig, requiredVariable, wholeNumberVariable } from '../shared/read-config.ts';
import { upstreamBudget } from '../shared/time-budget.ts';
import { saveWebVitals } from './save-web-vitals.ts';

const { tableName, retentionDays } = handlerVariables;
const config = readConfig(
  z.object({ [tableName]: requiredVariable(), [retentionDays]: wholeNumberVariable(1, 3650) }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  const budgetMs = upstreamBudget(context.getRemainingTimeInMillis());
  return saveWebVitals(event, context.awsRequestId, {
    now: () => new Date(),
    retentionDays: config[retentionDays],
    putIfAbsent: (item) => putIfAbsent(dynamodb, config[tableName], item.attributes, budgetMs),
    log: logger,
  });
}
