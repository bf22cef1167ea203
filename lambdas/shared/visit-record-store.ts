// What every handler that stores a visit record (a page view, a tap, a sign-up, a page's speed)
// needs from its environment and its AWS clients: the table, the short-lived table of day keys the
// codes are hashed under and of each network's count of records, and how long records are kept.
// One place, so the handlers cannot drift.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { expiryEpochSeconds, type VisitRecordItem } from '../save-tracking-data/visit-record-item.ts';
import { dayKeyStore, type SendCommand } from './day-key-store.ts';
import { putIfAbsent, type PutOutcome } from './put-if-absent.ts';
import { requiredVariable, wholeNumberVariable } from './read-config.ts';
import { recordCapStore } from './record-cap-store.ts';
import type { NetworksPastLimit, RecordAdmission } from './record-cap.ts';
import type { ApiRequest } from './parse-api-request.ts';
import { upstreamBudget, withinBudget } from './time-budget.ts';
import type { latestDayKey } from './visitor.ts';

const { tableName, shortLivedTableName, retentionDays } = handlerVariables;

/** The variables of the visit-record store, for the handler's configuration schema. */
export const visitRecordVariables = {
  [tableName]: requiredVariable(),
  [shortLivedTableName]: requiredVariable(),
  [retentionDays]: wholeNumberVariable(1, 3650),
};

type VisitRecordConfig = z.infer<z.ZodObject<typeof visitRecordVariables>>;

/** What a handler that stores visit records is given, in AWS and in its unit tests alike. */
export interface VisitRecordDependencies {
  readonly now: () => Date;
  readonly retentionDays: number;
  /** Counts the request's record against its network's day: admitted with its codes, or dropped. */
  readonly admit: (request: Pick<ApiRequest, 'headers'>, receivedAt: Date) => Promise<RecordAdmission>;
  /** Writes the item unless one with the same key exists. */
  readonly putIfAbsent: (item: VisitRecordItem) => Promise<PutOutcome>;
}

/** What an instance keeps from one request to the next: made once per cold start. */
export interface VisitRecordMemory {
  /** The day's key, read from the short-lived table once a day per instance, not per request. */
  readonly latestKey: ReturnType<typeof latestDayKey>;
  readonly pastLimit: NetworksPastLimit;
}

/** The store's dependencies for one invocation. */
export function visitRecordStore(
  config: VisitRecordConfig,
  dynamodb: DynamoDBClient,
  memory: VisitRecordMemory,
  context: Context,
): VisitRecordDependencies & { readonly send: SendCommand } {
  const budget = () => upstreamBudget(context.getRemainingTimeInMillis());
  const send: SendCommand = (call) => withinBudget(budget(), (abortSignal) => call(dynamodb, abortSignal));
  const tables = { tracking: config[tableName], shortLived: config[shortLivedTableName] };
  const dayKeys = dayKeyStore(tables.shortLived, send);
  const caps = recordCapStore(tables, send, (day) => memory.latestKey(day, dayKeys), memory.pastLimit);
  return {
    now: () => new Date(),
    retentionDays: config[retentionDays],
    admit: (request, receivedAt) =>
      caps.admit(request, receivedAt, expiryEpochSeconds(receivedAt, config[retentionDays])),
    putIfAbsent: (item) => putIfAbsent(dynamodb, config[tableName], item.attributes, budget()),
    send,
  };
}
