// Lambda entry for POST /api/startContact. Configuration and the DynamoDB client are set up once
// per cold start; the endpoint comes from the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB
// locally), so the same code runs in AWS and on the local stack.
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { contactStartStore } from '../shared/contact-start-store.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { startContact } from './start-contact.ts';

const { tableName, shortLivedTableName } = handlerVariables;
const config = readConfig(
  z.object({ [tableName]: requiredVariable(), [shortLivedTableName]: requiredVariable() }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  // Each call gets what is left of the function's time, so a slow first call shortens the next.
  const store = contactStartStore(
    { tracking: config[tableName], shortLived: config[shortLivedTableName] },
    (call) =>
      withinBudget(upstreamBudget(context.getRemainingTimeInMillis()), (abortSignal) =>
        call(dynamodb, abortSignal),
      ),
  );
  return startContact(event, context.awsRequestId, {
    now: () => new Date(),
    newToken: () => randomBytes(16).toString('hex'),
    putStart: (token, issuedAt, viewerKey) => store.putStart(token, issuedAt, viewerKey),
    log: logger,
  });
}
