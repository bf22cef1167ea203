// `npm run bench:fuzz`: 10,000 generated bad requests per operation (the contract tests send
// 1,000) against the local stack, through the same generators. Reports the status counts and
// fails on any 5xx, any status other than the one the request's kind must get, or any body
// that is not the contract's. FUZZ_REQUESTS overrides the count; FUZZ_SEED replays a run.
import * as fc from 'fast-check';
import { apiOperations, type OperationId } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { badRequests, expectedStatus, type BadRequest } from '../../tests/contract/generated-requests.ts';
import { startTestStack } from '../../tests/integration/local-stack-fixture.ts';
import { textTable } from './text-table.ts';

const requestsPerOperation = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Requests in flight at once: enough to keep the server busy, few enough to stay on loopback. */
const concurrency = 8;

interface Tally {
  readonly statuses: Map<number, number>;
  readonly failures: string[];
}

async function send(url: string, request: BadRequest, operationId: OperationId, tally: Tally): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: request.contentType === '' ? {} : { 'content-type': request.contentType },
    body: request.body,
  });
  const text = await response.text();
  tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  else if (response.status !== expectedStatus[request.kind]) {
    problems.push(
      `answered ${response.status}, a ${request.kind} fault must get ${expectedStatus[request.kind]}`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('the body is not JSON');
  }
  if (body !== undefined && !validateResponseBody(operationId, response.status, body).ok) {
    problems.push('the body is not the contract’s');
  }
  if (problems.length > 0 && tally.failures.length < 20) {
    tally.failures.push(
      `${operationId} ${request.kind} (${request.body.slice(0, 80)}): ${problems.join('; ')}`,
    );
  }
}

async function main(): Promise<void> {
  const stack = await startTestStack();
  const rows: string[][] = [];
  const failures: string[] = [];
  const started = performance.now();
  try {
    for (const { operationId, path } of apiOperations) {
      const requests = fc.sample(badRequests(operationId), { numRuns: requestsPerOperation, seed });
      const tally: Tally = { statuses: new Map(), failures: [] };
      const url = `${stack.url}/api${path}`;
      let next = 0;
      const worker = async () => {
        for (let request = requests[next++]; request !== undefined; request = requests[next++]) {
          await send(url, request, operationId, tally);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const counts = [...tally.statuses].sort(([a], [b]) => a - b);
      rows.push([
        operationId,
        String(requests.length),
        counts.map(([status, count]) => `${status}: ${count}`).join(', '),
      ]);
      failures.push(...tally.failures);
    }
  } finally {
    await stack.dispose();
  }
  console.log(`\n${textTable(['Operation', 'Requests', 'Statuses'], rows)}\n`);
  console.log(
    `Seed ${seed} (FUZZ_SEED=${seed} replays it); ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
      'Budget: no 5xx, every status the one its kind of fault must get, every body the contract’s.',
  );
  if (failures.length > 0) {
    console.log(`\nFailed:\n  ✗ ${failures.join('\n  ✗ ')}`);
    process.exitCode = 1;
  } else console.log('Every answer is within the contract.');
}

await main();
