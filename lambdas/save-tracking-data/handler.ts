// Lambda entry for POST /api/saveTrackingData. Configuration and the DynamoDB client are set up
// once per cold start; the endpoint comes from the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB
// locally), so the same code runs in AWS and on the local stack.
import { ConditionalCheckFailedException, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable, wholeNumberVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { saveTrackingData, type PutOutcome } from './save-tracking-data.ts';
import type { TrackingItem } from './tracking-item.ts';

const { tableName, retentionDays } = handlerVariables;
const config = readConfig(
  z.object({
    [tableName]: requiredVariable(),
    [retentionDays]: wholeNumberVariable(1, 3650),
  }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);

async function putIfAbsent(item: TrackingItem, budgetMs: number): Promise<PutOutcome> {
  try {
    await withinBudget(budgetMs, (abortSignal) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: config[tableName],
          Item: item.attributes,
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
        { abortSignal },
      ),
    );
    return 'stored';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'duplicate';
    throw error;
  }
}

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  const budgetMs = upstreamBudget(context.getRemainingTimeInMillis());
  return saveTrackingData(event, context.awsRequestId, {
    now: () => new Date(),
    retentionDays: config[retentionDays],
    putIfAbsent: (item) => putIfAbsent(item, budgetMs),
    log: logger,
  });
}
