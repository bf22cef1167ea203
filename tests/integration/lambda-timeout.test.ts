// The local stack stops waiting for a handler at the function timeout, as Lambda does, so a hung
// handler costs the caller the timeout and not forever (the stack then answers as API Gateway
// does for a failed integration: see the gateway answers in contract/gateway-responses.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LambdaTimeoutError, startLambdaRuntime, type LambdaRuntime } from '../../local/lambda-runtime.ts';
import { jsonPostEvent } from './handler-event.ts';

const hangingHandler = new URL('./fixtures/hanging-handler.ts', import.meta.url).href;
const timeoutMilliseconds = 300;
let runtime: LambdaRuntime;

beforeAll(async () => {
  runtime = await startLambdaRuntime({}, timeoutMilliseconds, {
    saveTrackingData: hangingHandler,
    startContact: hangingHandler,
    sendEmail: hangingHandler,
    saveSignUp: hangingHandler,
    saveWebVitals: hangingHandler,
  });
});

afterAll(async () => {
  await runtime.stop();
});

it('gives up on a handler that never answers at the function timeout, and keeps serving', async () => {
  const event = jsonPostEvent('/sendEmail', { name: 'Sam', email: '', message: 'Hello', timestamp: 'now' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const started = performance.now();
    await expect(runtime.invoke('sendEmail', event)).rejects.toBeInstanceOf(LambdaTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(timeoutMilliseconds - 5);
  }
});
