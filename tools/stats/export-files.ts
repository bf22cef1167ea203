// Tracking items written as a DynamoDB incremental export writes them (one JSON line per item:
// `Metadata`, `Keys`, `NewImage`, gzip-compressed), under the same day partitions the scheduled
// export uses in S3. The local stack's table, the test fixtures and the benchmark's million
// records all reach DuckDB this way, so it reads what Athena reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { exportPartitionColumn } from '../../contract/tracking-export.ts';
import { trackingPartitionKey, trackingSortKey, visitPartition } from '../../contract/tracking-table.ts';

export type TrackingItemAttributes = Readonly<Record<string, AttributeValue>>;

const partitionPrefixLength = visitPartition('').length;

/** The UTC day an item was received on, from its partition key. */
function itemDay(item: TrackingItemAttributes): string {
  const partition = item[trackingPartitionKey]?.S;
  if (partition === undefined) throw new Error(`A tracking item has no ${trackingPartitionKey}`);
  return partition.slice(partitionPrefixLength);
}

/** One line of an incremental export (NEW_IMAGE view) for an item that was written. */
export function exportLine(item: TrackingItemAttributes): string {
  const receivedAt = Date.parse(item.receivedAt?.S ?? `${itemDay(item)}T00:00:00.000Z`);
  return JSON.stringify({
    Metadata: { WriteTimestampMicros: { N: String(receivedAt * 1000) } },
    Keys: { [trackingPartitionKey]: item[trackingPartitionKey], [trackingSortKey]: item[trackingSortKey] },
    NewImage: item,
  });
}

/** The folder one day's export writes its data files into. */
export function exportDataDir(exportDir: string, day: string, exportId: string): string {
  return join(exportDir, `${exportPartitionColumn}=${day}`, 'AWSDynamoDB', exportId, 'data');
}

/** Writes the items as one gzip file per received day; answers how many were written. */
export function writeExportFiles(
  exportDir: string,
  items: Iterable<TrackingItemAttributes>,
  exportId = 'local',
): number {
  const linesByDay = new Map<string, string[]>();
  let written = 0;
  for (const item of items) {
    const day = itemDay(item);
    const lines = linesByDay.get(day) ?? [];
    lines.push(exportLine(item));
    linesByDay.set(day, lines);
    written += 1;
  }
  for (const [day, lines] of linesByDay) {
    const dataDir = exportDataDir(exportDir, day, exportId);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'records.json.gz'), gzipSync(`${lines.join('\n')}\n`));
  }
  return written;
}
