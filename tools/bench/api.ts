// `npm run bench:api`: load on loopback against the local stack started as `npm start` would
// (a separate process), for both API operations and a static page from the same server. Reports
// requests/s, p50/p99 latency and the ratio to the static page, and checks that every successful
// saveTrackingData stored one record and every successful sendEmail delivered one email. Each
// message takes a start token of its own, issued (backdated) beforehand, and there are fewer
// messages than the stage's daily mail ceiling, which would otherwise refuse them by design.
// BENCH_SECONDS (default 10) bounds each case; BENCH_CONNECTIONS (default 10) sets concurrency.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { operationUrlPath } from '../../contract/operations.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { stateFileName } from '../../local/state-file.ts';
import { dailyContactMailCeiling } from '../../contract/service.ts';
import {
  agedStartToken,
  localDynamoDb,
  readInbox,
  temporaryDirectory,
  writeTestSite,
} from '../../tests/integration/local-stack-fixture.ts';
import { visitorAddress } from '../../tests/visitor-address.ts';

turnOffSdkNodeVersionWarning();
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface AutocannonOptions {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  idReplacement?: boolean;
  connections: number;
  /** Seconds to run; ignored when `amount` is set. */
  duration: number;
  /** Requests to send; autocannon then waits for every answer before it reports. */
  amount?: number;
  /** Per-request changes, e.g. a fresh start token in each body and its visitor's address. */
  requests?: { setupRequest: (request: BenchRequestParts) => BenchRequestParts }[];
}
interface BenchRequestParts {
  headers?: Record<string, string>;
  body?: string;
}
const autocannon = z
  .custom<(options: AutocannonOptions) => Promise<unknown>>((value) => typeof value === 'function')
  .parse(createRequire(import.meta.url)('autocannon'));
const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  '2xx': z.number(),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});
type BenchResult = z.infer<typeof resultSchema>;

const stateSchema = z.object({
  url: z.string(),
  dynamodbEndpoint: z.string(),
  sesEndpoint: z.string(),
  tableName: z.string(),
});

async function startStackProcess(dataDir: string, siteDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'local/start.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--site-dir',
      siteDir,
      '--no-build',
    ],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
    },
  );
  const statePath = join(dataDir, stateFileName);
  const deadline = Date.now() + 60_000;
  while (!existsSync(statePath)) {
    if (child.exitCode !== null) throw new Error(`the local stack exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the local stack did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const state = stateSchema.parse(JSON.parse(readFileSync(statePath, 'utf8')));
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGINT');
    });
  return { state, stop };
}

async function countRecords(dynamodb: DynamoDBClient, tableName: string): Promise<number> {
  let count = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamodb.send(
      new ScanCommand({ TableName: tableName, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

type Request = Omit<AutocannonOptions, 'connections' | 'duration' | 'amount'>;

async function run(request: Request, duration = seconds): Promise<BenchResult> {
  return resultSchema.parse(await autocannon({ ...request, connections, duration }));
}

/**
 * A run cut off after a duration leaves requests in flight that the server still completes, so
 * its success count cannot be compared with what was stored. A short run measures the rate; once
 * its last requests have finished, `beforeMeasuredRun` takes the starting count, and the measured
 * run sends a fixed number of requests sized to last about `seconds`, counting every answer.
 */
async function runAccounted(request: Request, beforeMeasuredRun: () => Promise<void>): Promise<BenchResult> {
  const calibration = await run(request, 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await beforeMeasuredRun();
  const amount = Math.max(connections, Math.round(calibration.requests.average * seconds));
  return resultSchema.parse(await autocannon({ ...request, connections, duration: seconds, amount }));
}

const jsonHeaders = { 'content-type': 'application/json' };
// `[<id>]` is replaced by autocannon with a fresh id per request, so no two bodies are equal
// and the dedup of identical retries cannot hide a write.
const trackingBody = JSON.stringify({
  referrer: 'Direct',
  queryString: '?utm_source=bench',
  userAgent: 'bench [<id>]',
  webView: false,
  action: 'WebsiteVisit',
  timestamp: '2026-11-22T09:15:00.000Z',
  history: [],
});
const contactBody = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  message: 'Contact from Website Feedback - load test [<id>]',
  timestamp: '2026-11-22T10:02:11.000Z',
  startToken: 'START_TOKEN',
  website: '',
});
/** Under the daily mail ceiling (contract/service.ts), which a fresh stack starts from zero. */
const mailMessages = Math.min(400, dailyContactMailCeiling - 1);

function row(cells: readonly string[]): string {
  const widths = [18, 12, 10, 10, 14, 10];
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 10)).join(' ');
}

async function main(): Promise<void> {
  const directory = temporaryDirectory('bench');
  const siteDir = writeTestSite(directory.path);
  const stack = await startStackProcess(join(directory.path, 'data'), siteDir);
  const dynamodb = localDynamoDb(stack.state.dynamodbEndpoint);
  const problems: string[] = [];
  try {
    console.log(
      `Benchmarking ${stack.state.url} for ${seconds} s per case with ${connections} connections…\n`,
    );
    const staticPage = await run({ url: `${stack.state.url}/`, method: 'GET' });

    // Each record from a visitor of its own, as under load from many people: one viewer key's
    // daily records (x-record-limits) would stop the run after 500.
    const trackingRequest: Request = {
      url: `${stack.state.url}${operationUrlPath('saveTrackingData')}`,
      method: 'POST',
      headers: jsonHeaders,
      body: trackingBody,
      idReplacement: true,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, [localViewerAddressHeader]: visitorAddress() },
          }),
        },
      ],
    };
    let recordsBefore = 0;
    const tracking = await runAccounted(trackingRequest, async () => {
      recordsBefore = await countRecords(dynamodb, stack.state.tableName);
    });
    const stored = (await countRecords(dynamodb, stack.state.tableName)) - recordsBefore;

    const tokenTable = {
      dynamodb: { endpoint: stack.state.dynamodbEndpoint },
      tableName: stack.state.tableName,
    };
    // Each message from a visitor of its own, as under load from many people: one visitor's
    // daily messages would stop the run after a handful.
    const senders: { token: string; visitor: string }[] = [];
    for (let index = 0; index < mailMessages; index += 1) {
      const visitor = visitorAddress();
      senders.push({ token: await agedStartToken(tokenTable, { viewerKey: visitor }), visitor });
    }
    const mailBefore = (await readInbox(stack.state.sesEndpoint)).length;
    const email = resultSchema.parse(
      await autocannon({
        url: `${stack.state.url}${operationUrlPath('sendEmail')}`,
        method: 'POST',
        headers: jsonHeaders,
        body: contactBody,
        idReplacement: true,
        connections,
        duration: seconds,
        amount: senders.length,
        requests: [
          {
            setupRequest: (request) => {
              const sender = senders.shift();
              return {
                ...request,
                headers: { ...request.headers, [localViewerAddressHeader]: sender?.visitor ?? '' },
                body: request.body?.replace('START_TOKEN', sender?.token ?? 'no-token-left'),
              };
            },
          },
        ],
      }),
    );
    const delivered = (await readInbox(stack.state.sesEndpoint)).length - mailBefore;

    const cases: [string, BenchResult][] = [
      ['static page GET /', staticPage],
      ['saveTrackingData', tracking],
      ['sendEmail', email],
    ];
    console.log(row(['case', 'requests/s', 'p50 ms', 'p99 ms', 'vs static', 'non-2xx']));
    for (const [name, result] of cases) {
      const ratio = result.requests.average / staticPage.requests.average;
      console.log(
        row([
          name,
          result.requests.average.toFixed(0),
          result.latency.p50.toFixed(1),
          result.latency.p99.toFixed(1),
          `${(ratio * 100).toFixed(1)} %`,
          String(result.non2xx + result.errors + result.timeouts),
        ]),
      );
      if (result.non2xx + result.errors + result.timeouts > 0) problems.push(`${name} had failed requests`);
    }
    console.log(`\nsaveTrackingData: ${tracking['2xx']} successful answers, ${stored} records stored`);
    console.log(`sendEmail: ${email['2xx']} successful answers, ${delivered} emails delivered`);
    if (stored !== tracking['2xx'])
      problems.push(`stored ${stored} records for ${tracking['2xx']} successful saves`);
    if (delivered !== email['2xx'])
      problems.push(`delivered ${delivered} emails for ${email['2xx']} successful sends`);
  } finally {
    dynamodb.destroy();
    await stack.stop();
    directory.remove();
  }
  if (problems.length > 0) {
    console.error(`\nFAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
