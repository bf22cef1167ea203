// The deferred-message schedule on the local stack: the same scheduled handler the CDK app deploys
// (lambdas/send-deferred-messages/hourly-handler.ts), in a worker thread of its own with the stack's
// environment, run every hour at the minute EventBridge runs it, and on demand with any time (the
// tests run "tomorrow" this way).
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { deferredMessageRunMinute, deferredMessageTimeoutMs } from '../contract/service.ts';
import type { DeferredMessageRun } from '../lambdas/send-deferred-messages/send-deferred-messages.ts';
import { workerReady } from './lambda-protocol.ts';
import { scheduledRunResultSchema, type ScheduledRun } from './scheduled-protocol.ts';

export interface DeferredMessageSchedule {
  /** Runs the schedule once as EventBridge would at `at`. */
  run(at: Date): Promise<DeferredMessageRun>;
  stop(): Promise<void>;
}

const workerUrl = new URL('./scheduled-worker.ts', import.meta.url).href;
const tsxApiUrl = import.meta.resolve('tsx/esm/api');
const handlerModule = new URL('../lambdas/send-deferred-messages/hourly-handler.ts', import.meta.url).href;
const runSchema = z.object({ sent: z.number(), waiting: z.number(), lost: z.number() });
const hourMs = 3_600_000;

/** Milliseconds from `now` to the next run, at the schedule's minute of an hour. */
export function untilNextRun(now: Date): number {
  const next = new Date(now);
  next.setUTCMinutes(deferredMessageRunMinute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + hourMs);
  return next.getTime() - now.getTime();
}

export async function startDeferredMessageSchedule(
  environment: Record<string, string>,
): Promise<DeferredMessageSchedule> {
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then((api) => api.tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}))`;
  const worker = new Worker(bootstrap, {
    eval: true,
    env: environment,
    workerData: {
      functionName: 'sendDeferredMessages',
      modulePath: handlerModule,
      timeoutMilliseconds: deferredMessageTimeoutMs,
    },
  });
  await workerReady(worker);

  const pending = new Map<
    number,
    { resolve: (run: DeferredMessageRun) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  worker.on('message', (message: unknown) => {
    const parsed = scheduledRunResultSchema.safeParse(message);
    if (!parsed.success) return;
    const waiting = pending.get(parsed.data.id);
    pending.delete(parsed.data.id);
    if (parsed.data.ok) waiting?.resolve(runSchema.parse(parsed.data.result));
    else waiting?.reject(new Error(parsed.data.error));
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });

  const run = (at: Date): Promise<DeferredMessageRun> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const message: ScheduledRun = {
        id,
        event: { 'detail-type': 'Scheduled Event', source: 'aws.events', time: at.toISOString(), detail: {} },
      };
      worker.postMessage(message);
    });

  let timer: NodeJS.Timeout | undefined;
  const scheduleNext = () => {
    timer = setTimeout(() => {
      run(new Date()).then(
        (result) => {
          console.log('[local-stack] deferred-message run:', result);
        },
        (error: unknown) => {
          console.error('[local-stack] deferred-message run failed:', error);
        },
      );
      scheduleNext();
    }, untilNextRun(new Date()));
    // The stack's server keeps the process alive; the schedule alone should not.
    timer.unref();
  };
  scheduleNext();

  return {
    run,
    async stop() {
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
