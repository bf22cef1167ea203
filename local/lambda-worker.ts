// A Lambda execution environment for the local stack: a worker thread with its own environment
// variables and its own module instances, so each handler reads its configuration at its own cold
// start exactly as in AWS. The main thread sends events; this thread answers with results.
import { parentPort, workerData } from 'node:worker_threads';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { lambdaContext } from './lambda-context.ts';
import { z } from 'zod';
import { apiOperations } from '../contract/operations.ts';
import { invocationSchema, type InvocationResult } from './lambda-protocol.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const handlerModuleSchema = z.object({ handler: z.custom<Handler>((value) => typeof value === 'function') });
const { timeoutMilliseconds, handlerModules } = z
  .object({
    timeoutMilliseconds: z.number().int().positive(),
    handlerModules: z.record(z.string(), z.string()),
  })
  .parse(workerData);

const handlers = new Map<string, Handler>();
for (const operation of apiOperations) {
  const modulePath = handlerModules[operation.operationId];
  if (modulePath === undefined) throw new Error(`No handler module for ${operation.operationId}`);
  const module: unknown = await import(modulePath);
  handlers.set(operation.operationId, handlerModuleSchema.parse(module).handler);
}

const port = parentPort;
if (!port) throw new Error('lambda-worker.ts runs only as a worker thread');
port.on('message', (message: unknown) => {
  const invocation = invocationSchema.parse(message);
  const handler = handlers.get(invocation.operationId);
  const reply = (result: InvocationResult) => {
    port.postMessage(result);
  };
  if (!handler) {
    reply({ id: invocation.id, ok: false, error: `No handler for ${invocation.operationId}` });
    return;
  }
  const context = lambdaContext(
    invocation.operationId,
    invocation.event.requestContext.requestId,
    timeoutMilliseconds,
  );
  handler(invocation.event, context).then(
    (result) => {
      reply({ id: invocation.id, ok: true, result });
    },
    (error: unknown) => {
      reply({
        id: invocation.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    },
  );
});
port.postMessage({ ready: true });
