// The main-thread side of the local Lambda environment: starts the worker thread with the
// handlers' environment variables and turns invocations into promises.
import { Worker } from 'node:worker_threads';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { OperationId } from '../contract/operations.ts';
import {
  handlerModulePath,
  invocationResultSchema,
  workerReady,
  type Invocation,
} from './lambda-protocol.ts';

/** The invocation ran past the function's timeout; Lambda stops it and API Gateway answers for it. */
export class LambdaTimeoutError extends Error {
  override readonly name = 'LambdaTimeoutError';
}

export interface LambdaRuntime {
  invoke(operationId: OperationId, event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult>;
  stop(): Promise<void>;
}

const workerUrl = new URL('./lambda-worker.ts', import.meta.url).href;
const tsxApiUrl = import.meta.resolve('tsx/esm/api');

/** Each operation's handler module: the real ones, or (in the runtime's own tests) stand-ins. */
export type HandlerModules = Readonly<Record<OperationId, string>>;

// A mapped object, so the compiler demands a module for every operation in the contract.
const realHandlerModules: HandlerModules = {
  saveTrackingData: handlerModulePath('saveTrackingData'),
  startContact: handlerModulePath('startContact'),
  sendEmail: handlerModulePath('sendEmail'),
  saveSignUp: handlerModulePath('saveSignUp'),
  saveWebVitals: handlerModulePath('saveWebVitals'),
};

export async function startLambdaRuntime(
  environment: Record<string, string>,
  timeoutMilliseconds: number,
  handlerModules: HandlerModules = realHandlerModules,
): Promise<LambdaRuntime> {
  // The worker loads TypeScript through tsx's scoped loader, so it works the same whether the
  // stack runs under tsx (npm start), vitest or Playwright.
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then((api) => api.tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}))`;
  const worker = new Worker(bootstrap, {
    eval: true,
    env: environment,
    workerData: { timeoutMilliseconds, handlerModules },
  });
  const pending = new Map<
    number,
    { resolve: (result: APIGatewayProxyResult) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let exited = false;

  await workerReady(worker);

  worker.on('message', (message: unknown) => {
    const parsed = invocationResultSchema.safeParse(message);
    if (!parsed.success) return;
    const invocation = pending.get(parsed.data.id);
    pending.delete(parsed.data.id);
    if (parsed.data.ok) invocation?.resolve(parsed.data.result);
    else invocation?.reject(new Error(parsed.data.error));
  });
  worker.on('error', (error) => {
    for (const invocation of pending.values()) invocation.reject(error);
    pending.clear();
  });
  worker.on('exit', () => {
    exited = true;
    for (const invocation of pending.values()) invocation.reject(new Error('The Lambda worker stopped'));
    pending.clear();
  });

  return {
    invoke(operationId, event) {
      if (exited) return Promise.reject(new Error('The Lambda worker has stopped'));
      const id = nextId++;
      const invocation: Invocation = { id, operationId, event };
      return new Promise((resolve, reject) => {
        // The handler keeps running in the worker (threads share it, unlike Lambda's one
        // invocation per environment); its late answer finds no one waiting and is dropped.
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new LambdaTimeoutError(`${operationId} timed out after ${timeoutMilliseconds} ms`));
        }, timeoutMilliseconds);
        pending.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        worker.postMessage(invocation);
      });
    },
    async stop() {
      if (!exited) await worker.terminate();
    },
  };
}
