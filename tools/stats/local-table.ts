// The local stack's tracking table, read for a report whether or not `npm start` is running on
// the data folder. While it runs, dynalite holds the folder (and its lock), so the records are
// read through that dynalite, whose endpoint the stack's state file names. Otherwise this process
// takes the folder's lock, so no stack can start on it meanwhile, and opens dynalite itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { trackingPartitionKey, visitPartition } from '../../contract/tracking-table.ts';
import { lockDataDir, processIsAlive } from '../../local/data-dir-lock.ts';
import { localTableName } from '../../local/lambda-environment.ts';
import { startDynamoDb } from '../../local/aws-stand-ins.ts';
import { readStateFile } from '../../local/state-file.ts';
import { addDays } from '../../report/report-query.ts';
import type { TrackingItemAttributes } from './export-files.ts';

export interface LocalTableRead {
  readonly items: TrackingItemAttributes[];
  /** How the table was reached, for the report's first line. */
  readonly via: 'the running local stack' | 'the data folder';
}

function dynamoDbClient(endpoint: string): DynamoDBClient {
  turnOffSdkNodeVersionWarning();
  return new DynamoDBClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Every item received on the days from `from` to `to`: one query per day's partition. */
export async function queryDays(
  client: DynamoDBClient,
  tableName: string,
  from: string,
  to: string,
): Promise<TrackingItemAttributes[]> {
  const items: TrackingItemAttributes[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    let startKey: QueryCommand['input']['ExclusiveStartKey'];
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#partition = :day',
          ExpressionAttributeNames: { '#partition': trackingPartitionKey },
          ExpressionAttributeValues: { ':day': { S: visitPartition(day) } },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey !== undefined);
  }
  return items;
}

async function readThrough(endpoint: string, tableName: string, from: string, to: string) {
  const client = dynamoDbClient(endpoint);
  try {
    return await queryDays(client, tableName, from, to);
  } catch (error) {
    // A stack that has not yet received a visit may not have created its table.
    if (error instanceof ResourceNotFoundException) return [];
    throw error;
  } finally {
    client.destroy();
  }
}

export async function readLocalTable(dataDir: string, from: string, to: string): Promise<LocalTableRead> {
  const state = readStateFile(dataDir);
  if (state !== undefined && processIsAlive(state.pid)) {
    return {
      items: await readThrough(state.dynamodbEndpoint, state.tableName, from, to),
      via: 'the running local stack',
    };
  }
  if (!existsSync(join(dataDir, 'dynamodb'))) {
    throw new Error(
      `${dataDir} holds no local table yet: run npm start (with --data-dir ${dataDir} for another folder) and visit the site first.`,
    );
  }
  const lock = lockDataDir(dataDir);
  try {
    const dynamodb = await startDynamoDb(dataDir);
    try {
      return {
        items: await readThrough(dynamodb.endpoint, localTableName, from, to),
        via: 'the data folder',
      };
    } finally {
      await dynamodb.stop();
    }
  } finally {
    lock.release();
  }
}
