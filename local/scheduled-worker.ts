// A Lambda execution environment for a scheduled function of the local stack: a worker thread
// with its own environment variables and module instances, as lambda-worker.ts is for the API's
// handlers. The main thread sends each run's scheduled event; this thread answers with the result.
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { lambdaContext } from './lambda-context.ts';
import { scheduledRunSchema, type ScheduledRunResult } from './scheduled-protocol.ts';

type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;

const { functionName, modulePath, timeoutMilliseconds } = z
  .object({
    functionName: z.string(),
    modulePath: z.string(),
    timeoutMilliseconds: z.number().int().positive(),
  })
  .parse(workerData);
const { handler } = z
  .object({ handler: z.custom<ScheduledHandler>((value) => typeof value === 'function') })
  .parse(await import(modulePath));

const port = parentPort;
if (!port) throw new Error('scheduled-worker.ts runs only as a worker thread');
port.on('message', (message: unknown) => {
  const run = scheduledRunSchema.parse(message);
  const reply = (result: ScheduledRunResult) => {
    port.postMessage(result);
  };
  handler(run.event, lambdaContext(functionName, `scheduled-${String(run.id)}`, timeoutMilliseconds)).then(
    (result) => {
      reply({ id: run.id, ok: true, result });
    },
    (error: unknown) => {
      reply({
        id: run.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    },
  );
});
port.postMessage({ ready: true });
