// The one write of the tracking operations: an item is put unless its key exists, so a retried
// identical request (whose item has the same content-derived key) is stored once.
import {
  ConditionalCheckFailedException,
  PutItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { withinBudget } from './time-budget.ts';

export type PutOutcome = 'stored' | 'duplicate';

export async function putIfAbsent(
  dynamodb: DynamoDBClient,
  tableName: string,
  item: Record<string, AttributeValue>,
  budgetMs: number,
): Promise<PutOutcome> {
  try {
    await withinBudget(budgetMs, (abortSignal) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: tableName,
          Item: item,
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
        { abortSignal },
      ),
    );
    return 'stored';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'duplicate';
    throw error;
  }
}
