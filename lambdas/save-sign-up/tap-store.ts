// The taps sign-up reports are stored against, in DynamoDB: read from the days' partitions of the
// tracking table, and taken by one conditional put of a mark in the short-lived table, so of two
// reports racing for one tap only one is stored; the same report again (a retry) takes it again.
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { trackingPartitionKey, trackingSortKey, visitPartition } from '../../contract/tracking-table.ts';
import { isConditionFailure, type SendCommand, type StageTables } from '../shared/day-key-store.ts';
import { parseTapItem, tapDays, usedTapItem, type StoredTap } from './sign-up-tap.ts';

export type TapTaken = 'taken' | 'taken-by-another';

export interface TapStore {
  /** The tap with this id in the partitions a report received at `receivedAt` may use, if any. */
  find(tapId: string, receivedAt: Date): Promise<StoredTap | undefined>;
  /** Marks the tap taken by the report, unless another report took it. */
  take(tap: StoredTap, reportId: string): Promise<TapTaken>;
}

export function tapStore(tables: StageTables, send: SendCommand): TapStore {
  return {
    async find(tapId, receivedAt) {
      for (const day of tapDays(receivedAt)) {
        const { Item } = await send((client, abortSignal) =>
          client.send(
            new GetItemCommand({
              TableName: tables.tracking,
              Key: {
                [trackingPartitionKey]: { S: visitPartition(day) },
                [trackingSortKey]: { S: tapId },
              },
              ConsistentRead: true,
            }),
            { abortSignal },
          ),
        );
        if (Item !== undefined) return parseTapItem(Item);
      }
      return undefined;
    },

    async take(tap, reportId) {
      try {
        await send((client, abortSignal) =>
          client.send(
            new PutItemCommand({
              TableName: tables.shortLived,
              Item: usedTapItem(tap, reportId),
              ConditionExpression: 'attribute_not_exists(pk) OR #report = :report',
              ExpressionAttributeNames: { '#report': 'report' },
              ExpressionAttributeValues: { ':report': { S: reportId } },
            }),
            { abortSignal },
          ),
        );
        return 'taken';
      } catch (error) {
        if (isConditionFailure(error)) return 'taken-by-another';
        throw error;
      }
    },
  };
}
