// The contact form's records in DynamoDB: a start record written once per form, taken once by
// a conditional update (so two sends with one token cannot both pass), and the day's mail count
// raised by a conditional update that stops at the ceiling. Every call goes through `send`, the
// caller's client within its time budget.
import {
  ConditionalCheckFailedException,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  contactStartItem,
  contactStartKey,
  judgeStartToken,
  mailCountExpiry,
  mailCountKey,
  minimumAgeMs,
  lifetimeMs,
  type StartTokenVerdict,
} from './contact-start.ts';

/** Sends one command with the caller's abort signal and time budget. */
export type SendCommand = <Output>(
  call: (client: DynamoDBClient, abortSignal: AbortSignal) => Promise<Output>,
) => Promise<Output>;

export interface ContactStartStore {
  putStart(token: string, issuedAt: Date): Promise<void>;
  /** Marks the token used if it is usable now; otherwise says why not, and changes nothing. */
  takeStart(token: string, now: Date): Promise<StartTokenVerdict>;
  /** Counts one more mail today unless `ceiling` are counted already. */
  countMail(now: Date, ceiling: number): Promise<'counted' | 'ceiling-reached'>;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

export function contactStartStore(tableName: string, send: SendCommand): ContactStartStore {
  return {
    async putStart(token, issuedAt) {
      await send((client, abortSignal) =>
        client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: contactStartItem(token, issuedAt),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
          { abortSignal },
        ),
      );
    },

    async takeStart(token, now) {
      const nowMs = now.getTime();
      try {
        await send((client, abortSignal) =>
          client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: contactStartKey(token),
              UpdateExpression: 'SET usedAt = :now',
              ConditionExpression:
                'attribute_exists(pk) AND attribute_not_exists(usedAt) AND issuedAt <= :latestIssue AND issuedAt > :earliestIssue',
              ExpressionAttributeValues: {
                ':now': { N: String(nowMs) },
                ':latestIssue': { N: String(nowMs - minimumAgeMs) },
                ':earliestIssue': { N: String(nowMs - lifetimeMs) },
              },
            }),
            { abortSignal },
          ),
        );
        return { kind: 'usable' };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // Refused: read the record to say why. A record that now reads as usable was taken by a
      // concurrent send between the two calls.
      const { Item } = await send((client, abortSignal) =>
        client.send(
          new GetItemCommand({ TableName: tableName, Key: contactStartKey(token), ConsistentRead: true }),
          { abortSignal },
        ),
      );
      const verdict = judgeStartToken(
        Item?.issuedAt?.N === undefined
          ? undefined
          : {
              issuedAtMs: Number(Item.issuedAt.N),
              usedAtMs: Item.usedAt?.N === undefined ? undefined : Number(Item.usedAt.N),
            },
        nowMs,
      );
      return verdict.kind === 'usable' ? { kind: 'refused', reason: 'used' } : verdict;
    },

    async countMail(now, ceiling) {
      try {
        await send((client, abortSignal) =>
          client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: mailCountKey(now),
              UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
              ConditionExpression: 'attribute_not_exists(#count) OR #count < :ceiling',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: {
                ':one': { N: '1' },
                ':ceiling': { N: String(ceiling) },
                ':expiresAt': { N: String(mailCountExpiry(now)) },
              },
            }),
            { abortSignal },
          ),
        );
        return 'counted';
      } catch (error) {
        if (isConditionFailure(error)) return 'ceiling-reached';
        throw error;
      }
    },
  };
}
