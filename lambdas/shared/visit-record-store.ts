// What every handler that stores a visit record (a page view, a tap, a sign-up) needs from its
// environment and its AWS clients: the table, the short-lived table of day keys the visitor code
// is hashed under, and how long records are kept. One place, so the two handlers cannot drift.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { dayKeyStore } from './day-key-store.ts';
import { putIfAbsent } from './put-if-absent.ts';
import { requiredVariable, wholeNumberVariable } from './read-config.ts';
import { upstreamBudget, withinBudget } from './time-budget.ts';
import { latestDayKey, requestVisitor } from './visitor.ts';

const { tableName, shortLivedTableName, retentionDays } = handlerVariables;

/** The variables of the visit-record store, for the handler's configuration schema. */
export const visitRecordVariables = {
  [tableName]: requiredVariable(),
  [shortLivedTableName]: requiredVariable(),
  [retentionDays]: wholeNumberVariable(1, 3650),
};

type VisitRecordConfig = z.infer<z.ZodObject<typeof visitRecordVariables>>;

/**
 * The store's dependencies for one invocation. `latestKey` is made once per cold start, so the
 * day's key is read from the short-lived table once a day per instance, not per request.
 */
export function visitRecordStore(
  config: VisitRecordConfig,
  dynamodb: DynamoDBClient,
  latestKey: ReturnType<typeof latestDayKey>,
  context: Context,
) {
  const budget = () => upstreamBudget(context.getRemainingTimeInMillis());
  const dayKeys = dayKeyStore(config[shortLivedTableName], (call) =>
    withinBudget(budget(), (abortSignal) => call(dynamodb, abortSignal)),
  );
  return {
    now: () => new Date(),
    retentionDays: config[retentionDays],
    visitorOf: (
      request: Parameters<typeof requestVisitor>[0],
      receivedAt: Parameters<typeof requestVisitor>[1],
    ) => requestVisitor(request, receivedAt, (day) => latestKey(day, dayKeys)),
    putIfAbsent: (item: { readonly attributes: Parameters<typeof putIfAbsent>[2] }) =>
      putIfAbsent(dynamodb, config[tableName], item.attributes, budget()),
  };
}
