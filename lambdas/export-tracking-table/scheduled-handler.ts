// Lambda entry of the daily tracking-table export (cdk/constructs/visit-statistics.ts schedules
// it). Named apart from the API's `handler.ts` files, which each serve one contract operation.
// It only starts the export; DynamoDB writes the files to S3 on its own afterwards.
import { DynamoDBClient, ExportTableToPointInTimeCommand } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { exportRequest, windowOfEvent } from './export-request.ts';

const config = readConfig(
  z.object({
    TABLE_ARN: requiredVariable(),
    EXPORT_BUCKET: requiredVariable(),
  }),
  process.env,
);
const logger = new Logger();
const dynamodb = new DynamoDBClient(awsClientSettings);

export async function handler(event: unknown, context: Context): Promise<{ exportArn: string; day: string }> {
  logger.addContext(context);
  const window = windowOfEvent(event);
  const { ExportDescription } = await dynamodb.send(
    new ExportTableToPointInTimeCommand(
      exportRequest({ tableArn: config.TABLE_ARN, bucketName: config.EXPORT_BUCKET }, window),
    ),
  );
  const exportArn = ExportDescription?.ExportArn ?? '';
  logger.info('Started the tracking table export', {
    day: window.day,
    exportArn,
    status: ExportDescription?.ExportStatus,
  });
  return { exportArn, day: window.day };
}
