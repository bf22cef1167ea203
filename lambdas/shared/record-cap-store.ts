// The records a viewer key stores in a day, in DynamoDB: each counted by a conditional update that
// stops at the contract's limit (count-up-to.ts), so concurrent requests cannot pass it together;
// past it the day's count of dropped records is raised instead, unconditionally, since statistics
// report it; a network this instance saw past its limit today is not counted again. Every call
// goes through `send`, the caller's client within its time budget.
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { droppedRecordsKey } from '../../contract/tracking-table.ts';
import { countExpiry } from './contact-mail.ts';
import { utcDay } from './contact-start.ts';
import { countUpTo } from './count-up-to.ts';
import type { DayKeyStore, SendCommand, StageTables } from './day-key-store.ts';
import {
  countedNetwork,
  droppedRecordsItemKey,
  recordCountKey,
  recordsPerViewerKeyPerDay,
  type NetworksPastLimit,
  type RecordAdmission,
} from './record-cap.ts';
import { requestCodes } from './visitor.ts';
import type { ApiRequest } from './parse-api-request.ts';

export interface RecordCapStore {
  /**
   * Counts a request's record on the day it was received: admitted with the request's codes, or
   * dropped and counted as such. `droppedExpiresAtSeconds` is when the day's dropped count may
   * go, as the day's records do.
   */
  admit(
    request: Pick<ApiRequest, 'headers'>,
    receivedAt: Date,
    droppedExpiresAtSeconds: number,
  ): Promise<RecordAdmission>;
}

export function recordCapStore(
  tables: StageTables,
  send: SendCommand,
  dayKeyOf: (day: string) => ReturnType<DayKeyStore['keyOf']>,
  pastLimit: NetworksPastLimit,
): RecordCapStore {
  return {
    async admit(request, receivedAt, droppedExpiresAtSeconds) {
      const day = utcDay(receivedAt);
      const dayKey = await dayKeyOf(day);
      const codes = requestCodes(request, dayKey);
      const network = countedNetwork(codes, dayKey);
      if (!pastLimit.has(day, network)) {
        const counted = await countUpTo(
          send,
          tables.shortLived,
          recordCountKey(day, network),
          recordsPerViewerKeyPerDay,
          countExpiry(day),
        );
        if (counted === 'counted') return { kind: 'admitted', codes };
        pastLimit.add(day, network);
      }
      await send((client, abortSignal) =>
        client.send(
          new UpdateItemCommand({
            TableName: tables.tracking,
            Key: droppedRecordsItemKey(day),
            UpdateExpression: 'ADD #dropped :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
            ExpressionAttributeNames: { '#dropped': droppedRecordsKey },
            ExpressionAttributeValues: {
              ':one': { N: '1' },
              ':expiresAt': { N: String(droppedExpiresAtSeconds) },
            },
          }),
          { abortSignal },
        ),
      );
      return { kind: 'dropped', day };
    },
  };
}
