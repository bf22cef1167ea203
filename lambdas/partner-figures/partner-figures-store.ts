// The partner figures in their DynamoDB table: one item per figure, keyed by audience and by
// window, day, section, row and figure (contract/partner-figures-table.ts). A rerun for a day writes
// the same keys again and deletes what the day held beyond them, so a day's figures are always
// those of one run.
import {
  BatchWriteItemCommand,
  QueryCommand,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import {
  partnerFiguresExpiryAttribute,
  partnerFiguresPartitionKey,
  partnerFiguresRetentionDays,
  partnerFiguresSortKey,
  partnerFigureSortKey,
  partnerFiguresDayPrefix,
} from '../../contract/partner-figures-table.ts';
import type { PartnerFigureLine } from '../../report/partner-figures.ts';

type Item = Record<string, AttributeValue>;

const batchSize = 25;
const maxBatchAttempts = 5;

/** Epoch seconds when the figures of `day` expire. */
function expiry(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 1000) + partnerFiguresRetentionDays * 86_400;
}

function partnerFigureItem(line: PartnerFigureLine): Item {
  return {
    [partnerFiguresPartitionKey]: { S: line.audience },
    [partnerFiguresSortKey]: {
      S: partnerFigureSortKey(line.windowDays, line.periodTo, line.sectionIndex, line.row, line.figureIndex),
    },
    windowDays: { N: String(line.windowDays) },
    periodFrom: { S: line.periodFrom },
    periodTo: { S: line.periodTo },
    previousFrom: { S: line.previousFrom },
    previousTo: { S: line.previousTo },
    minCount: { N: String(line.minCount) },
    section: { S: line.section },
    labels: { L: line.labels.map((label) => ({ S: label })) },
    figure: { S: line.figure },
    current: { S: line.current },
    previous: { S: line.previous },
    change: { S: line.change },
    [partnerFiguresExpiryAttribute]: { N: String(expiry(line.periodTo)) },
  };
}

/** The sort keys one audience's window ending on `day` holds now. */
async function storedKeys(
  dynamodb: DynamoDBClient,
  tableName: string,
  audience: string,
  prefix: string,
): Promise<string[]> {
  const keys: string[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamodb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#audience = :audience AND begins_with(#figureKey, :prefix)',
        ExpressionAttributeNames: {
          '#audience': partnerFiguresPartitionKey,
          '#figureKey': partnerFiguresSortKey,
        },
        ExpressionAttributeValues: { ':audience': { S: audience }, ':prefix': { S: prefix } },
        ProjectionExpression: '#figureKey',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const key = item[partnerFiguresSortKey]?.S;
      if (key !== undefined) keys.push(key);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
  return keys;
}

async function writeBatches(
  dynamodb: DynamoDBClient,
  tableName: string,
  requests: WriteRequest[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += batchSize) {
    let pending = requests.slice(start, start + batchSize);
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      if (attempt > maxBatchAttempts)
        throw new Error(
          `DynamoDB left ${pending.length} aggregate writes unprocessed after ${maxBatchAttempts} tries`,
        );
      const result = await dynamodb.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = result.UnprocessedItems?.[tableName] ?? [];
      if (pending.length > 0) await new Promise((done) => setTimeout(done, 100 * 2 ** attempt));
    }
  }
}

/** Writes the lines of one day and deletes what each of their windows held beyond them. */
export async function writePartnerFigures(
  dynamodb: DynamoDBClient,
  tableName: string,
  lines: readonly PartnerFigureLine[],
): Promise<{ readonly written: number; readonly deleted: number }> {
  const items = lines.map(partnerFigureItem);
  const groups = new Map<string, { audience: string; prefix: string }>();
  for (const line of lines) {
    const prefix = partnerFiguresDayPrefix(line.windowDays, line.periodTo);
    groups.set(`${line.audience}\n${prefix}`, { audience: line.audience, prefix });
  }
  const kept = new Set(
    items.map((item) => `${item[partnerFiguresPartitionKey]?.S}\n${item[partnerFiguresSortKey]?.S}`),
  );
  const stale: WriteRequest[] = [];
  for (const { audience, prefix } of groups.values()) {
    for (const key of await storedKeys(dynamodb, tableName, audience, prefix)) {
      if (!kept.has(`${audience}\n${key}`))
        stale.push({
          DeleteRequest: {
            Key: { [partnerFiguresPartitionKey]: { S: audience }, [partnerFiguresSortKey]: { S: key } },
          },
        });
    }
  }
  await writeBatches(dynamodb, tableName, [
    ...items.map((item) => ({ PutRequest: { Item: item } })),
    ...stale,
  ]);
  return { written: items.length, deleted: stale.length };
}
