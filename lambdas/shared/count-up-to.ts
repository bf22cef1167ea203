// A daily count raised by one conditional update that stops at its limit, so concurrent callers
// cannot pass it together: the contact form's messages per client and mail per day, and the records
// a viewer key stores in a day. The item expires by DynamoDB's TTL once its day is long over.
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { Key } from './contact-start.ts';
import { isConditionFailure, type SendCommand } from './day-key-store.ts';

export type Counted = 'counted' | 'limit-reached';

export async function countUpTo(
  send: SendCommand,
  table: string,
  key: Key,
  limit: number,
  expiresAtSeconds: number,
): Promise<Counted> {
  try {
    await send((client, abortSignal) =>
      client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':one': { N: '1' },
            ':limit': { N: String(limit) },
            ':expiresAt': { N: String(expiresAtSeconds) },
          },
        }),
        { abortSignal },
      ),
    );
    return 'counted';
  } catch (error) {
    if (isConditionFailure(error)) return 'limit-reached';
    throw error;
  }
}
