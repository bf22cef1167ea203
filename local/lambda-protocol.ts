// Messages between the local stack and its Lambda worker thread.
import type { Worker } from 'node:worker_threads';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { z } from 'zod';
import { apiOperations, handlerFolder, type OperationId } from '../contract/operations.ts';

/** The handler module of an operation, in the folder the contract names for it. */
export function handlerModulePath(operationId: OperationId): string {
  return new URL(`../lambdas/${handlerFolder(operationId)}/handler.ts`, import.meta.url).href;
}

function isProxyEvent(value: unknown): value is APIGatewayProxyEvent {
  return z
    .object({
      httpMethod: z.string(),
      path: z.string(),
      headers: z.record(z.string(), z.string().optional()),
      body: z.string().nullable(),
      isBase64Encoded: z.boolean(),
      requestContext: z.object({ requestId: z.string() }),
    })
    .safeParse(value).success;
}

const operationIds = apiOperations.map((operation) => operation.operationId);

export const invocationSchema = z.object({
  id: z.number().int(),
  operationId: z.custom<OperationId>((value) => operationIds.some((operationId) => operationId === value)),
  event: z.custom<APIGatewayProxyEvent>(isProxyEvent),
});
export type Invocation = z.infer<typeof invocationSchema>;

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  return z
    .object({
      statusCode: z.number().int(),
      body: z.string(),
      headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    })
    .safeParse(value).success;
}

export const invocationResultSchema = z.union([
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    result: z.custom<APIGatewayProxyResult>(isProxyResult),
  }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type InvocationResult = z.infer<typeof invocationResultSchema>;

const readySchema = z.object({ ready: z.literal(true) });

/** Settles once a worker has loaded its handler and says so (`{ ready: true }`), or fails to. */
export function workerReady(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!readySchema.safeParse(message).success) return;
      worker.off('error', reject);
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}
