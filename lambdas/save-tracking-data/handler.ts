// Lambda entry for POST /api/saveTrackingData. Configuration and the DynamoDB client are set up
// once per cold start; the endpoint comes from the SDK's standard settings (AWS_ENDPOINT_URL_DYNAMODB
// locally), so the same code runs in AWS and on the local stack.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig } from '../shared/read-config.ts';
import { visitRecordStore, visitRecordVariables } from '../shared/visit-record-store.ts';
import { networksPastLimit } from '../shared/record-cap.ts';
import { latestDayKey } from '../shared/visitor.ts';
import { saveTrackingData } from './save-tracking-data.ts';

const config = readConfig(z.object(visitRecordVariables), process.env);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);
const memory = { latestKey: latestDayKey(), pastLimit: networksPastLimit() };

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  return saveTrackingData(event, context.awsRequestId, {
    ...visitRecordStore(config, dynamodb, memory, context),
    log: logger,
  });
}
