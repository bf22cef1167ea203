// The contact form's start records in DynamoDB: a start record written once per form, bound to
// the keyed hash of the client that asked, and taken once by a conditional update (so two sends
// with one token cannot both pass). The day's key for the hashes is day-key-store.ts's. Every call
// goes through `send`, the caller's client within its time budget.
import { GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import {
  clientHash,
  contactStartItem,
  contactStartKey,
  judgeStartToken,
  utcDay,
  type StartTokenVerdict,
} from './contact-start.ts';
import { dayKeyStore, isConditionFailure, type SendCommand, type StageTables } from './day-key-store.ts';
import { siteOf } from './viewer-key.ts';

/**
 * A token taken for a message: the day it was issued and the hashes of its client and of its
 * client's site, which the quotas count by.
 */
export type TakenStart =
  | { readonly kind: 'taken'; readonly day: string; readonly client: string; readonly site: string }
  | Exclude<StartTokenVerdict, { readonly kind: 'usable' }>;

export interface ContactStartStore {
  putStart(token: string, issuedAt: Date, viewerKey: string): Promise<void>;
  /** Marks the token used if the client may send with it now; otherwise says why not, and changes nothing. */
  takeStart(token: string, now: Date, viewerKey: string): Promise<TakenStart>;
}

export function contactStartStore(tables: StageTables, send: SendCommand): ContactStartStore {
  const dayKeys = dayKeyStore(tables.shortLived, send);

  return {
    async putStart(token, issuedAt, viewerKey) {
      const client = clientHash(await dayKeys.keyOf(utcDay(issuedAt)), viewerKey);
      await send((dynamodb, abortSignal) =>
        dynamodb.send(
          new PutItemCommand({
            TableName: tables.tracking,
            Item: contactStartItem(token, issuedAt, client),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
          { abortSignal },
        ),
      );
    },

    async takeStart(token, now, viewerKey) {
      const { Item } = await send((dynamodb, abortSignal) =>
        dynamodb.send(
          new GetItemCommand({
            TableName: tables.tracking,
            Key: contactStartKey(token),
            ConsistentRead: true,
          }),
          { abortSignal },
        ),
      );
      const issuedAt = Item?.issuedAt?.N;
      const record =
        issuedAt === undefined
          ? undefined
          : {
              issuedAtMs: Number(issuedAt),
              usedAtMs: Item?.usedAt?.N === undefined ? undefined : Number(Item.usedAt.N),
              client: Item?.client?.S,
            };
      const day = record === undefined ? undefined : utcDay(new Date(record.issuedAtMs));
      // The key of the token's day is deleted only once every token of that day has expired.
      const key = day === undefined ? undefined : await dayKeys.read(day);
      const client = key === undefined ? undefined : clientHash(key, viewerKey);
      const verdict = judgeStartToken(record, now.getTime(), client);
      if (verdict.kind !== 'usable') return verdict;
      if (day === undefined || key === undefined || client === undefined)
        throw new Error('A usable token has a day, its key and a client');
      try {
        await send((dynamodb, abortSignal) =>
          dynamodb.send(
            new UpdateItemCommand({
              TableName: tables.tracking,
              Key: contactStartKey(token),
              UpdateExpression: 'SET usedAt = :now',
              ConditionExpression:
                'attribute_exists(pk) AND attribute_not_exists(usedAt) AND #client = :client',
              ExpressionAttributeNames: { '#client': 'client' },
              ExpressionAttributeValues: { ':now': { N: String(now.getTime()) }, ':client': { S: client } },
            }),
            { abortSignal },
          ),
        );
      } catch (error) {
        // A concurrent send took it between the read and this update.
        if (isConditionFailure(error)) return { kind: 'refused', reason: 'used' };
        throw error;
      }
      return { kind: 'taken', day, client, site: clientHash(key, siteOf(viewerKey)) };
    },
  };
}
