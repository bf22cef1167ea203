// The daily partner figures job's two halves on this machine: report.sql run by DuckDB over the
// fixture exports (as Athena runs it over S3), and the partner figures written through the real
// AWS SDK into dynalite, keyed as the CDK table keys them, then read back as a partner would.
import { CreateTableCommand, QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMinimumCount } from '../../contract/service.ts';
import {
  partnerFiguresPartitionKey,
  partnerFiguresSortKey,
  partnerFiguresDayPrefix,
} from '../../contract/partner-figures-table.ts';
import { startDynamoDb, type LocalService } from '../../local/aws-stand-ins.ts';
import { writePartnerFigures } from '../../lambdas/partner-figures/partner-figures-store.ts';
import { openDuckDbEngine, type DuckDbEngine } from '../../tools/stats/duckdb-engine.ts';
import { partnerFigures, type PartnerFigureLine } from '../../report/partner-figures.ts';
import { localDynamoDb, temporaryDirectory } from './local-stack-fixture.ts';

const exportDir = fileURLToPath(new URL('../../report/fixtures/export', import.meta.url));
const tableName = 'partner-figures-integration';
const day = '2026-11-23';
const dataDir = temporaryDirectory('partner-figures');
let dynamodbService: LocalService;
let dynamodb: DynamoDBClient;
let engine: DuckDbEngine;
let lines: PartnerFigureLine[];

beforeAll(async () => {
  dynamodbService = await startDynamoDb(dataDir.path);
  dynamodb = localDynamoDb(dynamodbService.endpoint);
  await dynamodb.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: partnerFiguresPartitionKey, AttributeType: 'S' },
        { AttributeName: partnerFiguresSortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: partnerFiguresPartitionKey, KeyType: 'HASH' },
        { AttributeName: partnerFiguresSortKey, KeyType: 'RANGE' },
      ],
    }),
  );
  engine = await openDuckDbEngine(exportDir);
  lines = await partnerFigures(engine, day, reportMinimumCount);
});

afterAll(async () => {
  engine.close();
  dynamodb.destroy();
  await dynamodbService.stop();
  dataDir.remove();
});

async function readBack(audience: string, windowDays: number) {
  const { Items = [] } = await dynamodb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: '#audience = :audience AND begins_with(#figureKey, :prefix)',
      ExpressionAttributeNames: {
        '#audience': partnerFiguresPartitionKey,
        '#figureKey': partnerFiguresSortKey,
      },
      ExpressionAttributeValues: {
        ':audience': { S: audience },
        ':prefix': { S: partnerFiguresDayPrefix(windowDays, day) },
      },
    }),
  );
  return Items.map((item) => ({
    section: item.section?.S,
    labels: item.labels?.L?.map((label) => label.S).join(' / '),
    figure: item.figure?.S,
    current: item.current?.S,
  }));
}

describe('the daily partner figures', () => {
  it('are written for every visitor and for the partner seen, and read back in the report’s order', async () => {
    expect(await writePartnerFigures(dynamodb, tableName, lines)).toEqual({
      written: lines.length,
      deleted: 0,
    });
    const ofWindow = (audience: string) =>
      lines
        .filter((line) => line.audience === audience && line.windowDays === 28)
        .map((line) => ({
          section: line.section,
          labels: line.labels.join(' / '),
          figure: line.figure,
          current: line.current,
        }));
    const all = await readBack('all', 28);
    expect(all[0]).toMatchObject({ section: 'totals', labels: 'All visitors', figure: 'Visitors' });
    expect(all).toEqual(ofWindow('all'));
    expect(await readBack('quay', 28)).toEqual(ofWindow('quay'));
    expect(ofWindow('quay').length).toBeGreaterThan(0);
  });

  it('show no count below the threshold as a number', async () => {
    const counts = (await readBack('all', 1)).filter((item) =>
      /^(Visitors|Visits|Opened the app|Sign-ups|Log-ins|Page views|Taps)$/.test(item.figure ?? ''),
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const item of counts) expect(item.current).toMatch(/^(<10|\d{2,}|[\d,]{3,}|0)$/);
    expect(counts.some((item) => item.current === '<10')).toBe(true);
  });

  it('replace a day’s figures on a rerun, leaving none of the earlier run behind', async () => {
    const fewer = lines.filter((line) => line.audience !== 'all' || line.section === 'totals');
    const { deleted } = await writePartnerFigures(dynamodb, tableName, fewer);
    expect(deleted).toBe(lines.length - fewer.length);
    expect((await readBack('all', 28)).every((item) => item.section === 'totals')).toBe(true);
  });
});
