// The contact form's counts and deferred messages in DynamoDB: a client's and a site's daily messages
// and a day's mail, each raised by a conditional update that stops at its limit (count-up-to.ts);
// messages deferred to a later day, and the day keys, in the short-lived table.
import {
  DeleteItemCommand,
  PutItemCommand,
  QueryCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import type { SendCommand, StageTables } from './day-key-store.ts';
import { dayKeyKey, type Key } from './contact-start.ts';
import { countUpTo, type Counted } from './count-up-to.ts';
import {
  countExpiry,
  deferredMessageItem,
  deferredMessageKey,
  deferredMessagePartition,
  mailCountKey,
  mailDays,
  parseDeferredMessageItem,
  quotaKey,
  type DeferredMessage,
} from './contact-mail.ts';

export interface ContactMailStore {
  /** Counts one more message of the client (or site) on `day`, unless `limit` are counted already. */
  countClientMessage(day: string, client: string, limit: number): Promise<Counted>;
  /** Counts one more mail on `day`, unless `ceiling` are counted already. */
  countMail(day: string, ceiling: number): Promise<Counted>;
  /** Counts a message received at `now` on the first day it may be mailed with room, or says none has. */
  bookMail(now: Date, ceiling: number): Promise<{ readonly day: string } | 'full'>;
  defer(mail: DeferredMessage): Promise<void>;
  /** The messages deferred to `day`, and what of the stored items could not be read as one. */
  listDeferred(day: string): Promise<{ readonly mail: DeferredMessage[]; readonly unreadable: number }>;
  deleteDeferred(mail: DeferredMessage): Promise<void>;
  deleteDayKey(day: string): Promise<void>;
}

export function contactMailStore(tables: StageTables, send: SendCommand): ContactMailStore {
  const countTracked = (key: Key, day: string, limit: number) =>
    countUpTo(send, tables.tracking, key, limit, countExpiry(day));

  const countMail = (day: string, ceiling: number) => countTracked(mailCountKey(day), day, ceiling);

  const deleteShortLived = async (key: Key) => {
    await send((client, abortSignal) =>
      client.send(new DeleteItemCommand({ TableName: tables.shortLived, Key: key }), { abortSignal }),
    );
  };

  return {
    countClientMessage: (day, client, limit) => countTracked(quotaKey(day, client), day, limit),
    countMail,

    async bookMail(now, ceiling) {
      for (const day of mailDays(now)) {
        if ((await countMail(day, ceiling)) === 'counted') return { day };
      }
      return 'full';
    },

    async defer(mail) {
      await send((client, abortSignal) =>
        client.send(
          new PutItemCommand({
            TableName: tables.shortLived,
            Item: deferredMessageItem(mail),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
          { abortSignal },
        ),
      );
    },

    async listDeferred(day) {
      const mail: DeferredMessage[] = [];
      let unreadable = 0;
      let startKey: Record<string, AttributeValue> | undefined;
      do {
        const page = await send((client, abortSignal) =>
          client.send(
            new QueryCommand({
              TableName: tables.shortLived,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': { S: deferredMessagePartition(day) } },
              ExclusiveStartKey: startKey,
            }),
            { abortSignal },
          ),
        );
        for (const item of page.Items ?? []) {
          const parsed = parseDeferredMessageItem(item);
          if (parsed === undefined) unreadable += 1;
          else mail.push(parsed);
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey !== undefined);
      return { mail, unreadable };
    },

    deleteDeferred: (mail) => deleteShortLived(deferredMessageKey(mail.day, mail.id)),
    deleteDayKey: (day) => deleteShortLived(dayKeyKey(day)),
  };
}
