// The random key of a UTC day, under which a client's viewer key is stored only as a keyed hash
// (decision 0028): in the short-lived table, made by whichever call of the day needs it first,
// with a conditional put, so two racing calls end with one key. The contact form binds its tokens
// with it and the visit records count visitors with it (decision 0036). Every call goes through
// `send`, the caller's client within its time budget.
import { randomBytes } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  GetItemCommand,
  PutItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { dayKeyItem, dayKeyKey } from './contact-start.ts';

/** The stage's two tables (contract/table-partitions.ts): the tracking table and the short-lived one. */
export interface StageTables {
  readonly tracking: string;
  readonly shortLived: string;
}

/** Sends one command with the caller's abort signal and time budget. */
export type SendCommand = <Output>(
  call: (client: DynamoDBClient, abortSignal: AbortSignal) => Promise<Output>,
) => Promise<Output>;

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

const dayKeyLength = 32;

export interface DayKeyStore {
  /** The day's key as stored, or undefined once it has been deleted (or was never made). */
  read(day: string): Promise<Uint8Array | undefined>;
  /** The day's key, made on the day's first call; of two made at once, the first stored wins. */
  keyOf(day: string): Promise<Uint8Array>;
}

export function dayKeyStore(shortLivedTable: string, send: SendCommand): DayKeyStore {
  const read = async (day: string): Promise<Uint8Array | undefined> => {
    const { Item } = await send((client, abortSignal) =>
      client.send(
        new GetItemCommand({ TableName: shortLivedTable, Key: dayKeyKey(day), ConsistentRead: true }),
        { abortSignal },
      ),
    );
    return Item?.key?.B;
  };
  return {
    read,
    async keyOf(day) {
      const stored = await read(day);
      if (stored !== undefined) return stored;
      const made = randomBytes(dayKeyLength);
      try {
        await send((client, abortSignal) =>
          client.send(
            new PutItemCommand({
              TableName: shortLivedTable,
              Item: dayKeyItem(day, made),
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
            { abortSignal },
          ),
        );
        return made;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const winner = await read(day);
      if (winner === undefined) throw new Error(`The key of ${day} was stored and is gone`);
      return winner;
    },
  };
}
