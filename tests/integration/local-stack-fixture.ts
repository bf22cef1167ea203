// Shared by the integration, contract, fault and benchmark runs: the local stack or its services
// on free ports in a temporary folder, with a small hand-made site so no site build is needed.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DynamoDBClient, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { operationUrlPath, type OperationId } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { localShortLivedTableName } from '../../local/lambda-environment.ts';
import { startLocalStack, type LocalStack } from '../../local/start.ts';
import { addDays, minimumAgeMs, utcDay } from '../../lambdas/shared/contact-start.ts';
import { contactStartStore } from '../../lambdas/shared/contact-start-store.ts';
import { queryDays } from '../../tools/stats/local-table.ts';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function temporaryDirectory(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `fernly-${prefix}-`));
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** A site shaped like the real build: pages as `<path>/index.html`, a 404 page, a hashed asset, the metadata. */
export function writeTestSite(root: string): string {
  const siteDir = join(root, 'site');
  mkdirSync(join(siteDir, 'contact-us'), { recursive: true });
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Fernly</title><h1>Exercise that grows with you</h1></html>\n',
  );
  writeFileSync(
    join(siteDir, 'contact-us/index.html'),
    '<!doctype html><html lang="en"><title>Contact us</title></html>\n',
  );
  writeFileSync(
    join(siteDir, '404.html'),
    '<!doctype html><html lang="en"><title>Page not found</title></html>\n',
  );
  writeFileSync(join(siteDir, 'assets/app-Ab12Cd.js'), `console.log(${JSON.stringify('x'.repeat(4096))});\n`);
  writeFileSync(
    join(root, 'site-meta.json'),
    JSON.stringify({ scriptHashes: [], thirdPartyOrigins: { script: [], connect: [], img: [] } }),
  );
  return siteDir;
}

export interface TestStack extends LocalStack {
  /** The hand-made site it serves, which a test may add pages to. */
  readonly siteDir: string;
  /** Stops the stack and removes its data and site. */
  dispose(): Promise<void>;
}

export async function startTestStack(logLevel = 'SILENT'): Promise<TestStack> {
  const directory = temporaryDirectory('stack');
  try {
    const siteDir = writeTestSite(directory.path);
    const stack = await startLocalStack({
      port: 0,
      dataDir: join(directory.path, 'data'),
      siteDir,
      build: false,
      logLevel,
    });
    return {
      ...stack,
      siteDir,
      dispose: async () => {
        await stack.stop();
        directory.remove();
      },
    };
  } catch (error) {
    directory.remove();
    throw error;
  }
}

/**
 * Waits for the next UTC day when fewer than `marginMs` are left of this one, so a test that counts
 * a day's messages or records is not split across midnight (a run that began at 23:59:44 was).
 */
export async function clearOfMidnight(marginMs = 30_000): Promise<void> {
  const now = Date.now();
  const nextMidnight = Date.parse(`${addDays(utcDay(new Date(now)), 1)}T00:00:00Z`);
  if (nextMidnight - now < marginMs)
    await new Promise((resolve) => setTimeout(resolve, nextMidnight - now + 100));
}

export function localDynamoDb(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: localCredentials });
}

export interface StackAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
}

/**
 * A POST of `rawBody` to an operation of a running stack, with the headers given (the stand-in
 * address a request comes from, an Origin); an answer outside the contract fails it.
 */
export async function postToStack(
  stack: Pick<LocalStack, 'url'>,
  operationId: OperationId,
  rawBody: string,
  headers: Readonly<Record<string, string>>,
): Promise<StackAnswer> {
  const response = await fetch(`${stack.url}${operationUrlPath(operationId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
  const body: unknown = await response.json();
  const checked = validateResponseBody(operationId, response.status, body);
  if (!checked.ok) throw new Error(`${operationId} answered ${String(response.status)} outside the contract`);
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/** Every item of a day's partition of a stack's tracking table. */
export async function dayItems(
  stack: Pick<LocalStack, 'dynamodb' | 'tableName'>,
  day: string,
): Promise<Record<string, AttributeValue>[]> {
  const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
  try {
    return await queryDays(dynamodb, stack.tableName, day, day);
  } finally {
    dynamodb.destroy();
  }
}

const runFile = promisify(execFile);

/** `npm run stats` with these arguments, run from the repository as the owners run it: its stdout. */
export async function statsCommand(...args: string[]): Promise<string> {
  const { stdout } = await runFile(process.execPath, ['--import', 'tsx', 'tools/stats/stats.ts', ...args], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
  });
  return stdout;
}

const inboxSchema = z.object({
  emails: z.array(
    z.object({
      messageId: z.string(),
      from: z.string(),
      replyTo: z.array(z.string()),
      destination: z.object({ to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()) }),
      subject: z.string(),
      body: z.object({ text: z.string().optional(), html: z.string().optional() }),
    }),
  ),
});
export type InboxEmail = z.infer<typeof inboxSchema>['emails'][number];

/** The mail aws-ses-v2-local has received, from its store API. */
export async function readInbox(sesEndpoint: string): Promise<InboxEmail[]> {
  const response = await fetch(`${sesEndpoint}/store`);
  if (!response.ok) throw new Error(`aws-ses-v2-local store answered ${response.status}`);
  return inboxSchema.parse(await response.json()).emails;
}

/**
 * The viewer key the local stack's CloudFront function writes for a request from this machine
 * that names no other address: the loopback address.
 */
export const loopbackViewerKey = '127.0.0.1';

/** Where a stack's contact records live: the local stack's, or a test's own tables. */
export interface ContactRecordTables {
  readonly dynamodb: { readonly endpoint: string };
  readonly tableName: string;
  /** The local stack's when not given. */
  readonly shortLivedTableName?: string;
}

/**
 * A start token old enough to send a message at once: a start record written straight into the
 * stack's table, issued `ageMs` ago to the client with `viewerKey`, as startContact would have
 * written it then. Tests that are not about the minimum age use it instead of waiting the age out.
 */
export async function agedStartToken(
  stack: ContactRecordTables,
  {
    ageMs = minimumAgeMs + 1_000,
    viewerKey = loopbackViewerKey,
  }: { ageMs?: number; viewerKey?: string } = {},
): Promise<string> {
  const token = randomBytes(16).toString('hex');
  const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
  try {
    const tables = {
      tracking: stack.tableName,
      shortLived: stack.shortLivedTableName ?? localShortLivedTableName,
    };
    const store = contactStartStore(tables, (call) => call(dynamodb, new AbortController().signal));
    await store.putStart(token, new Date(Date.now() - ageMs), viewerKey);
  } finally {
    dynamodb.destroy();
  }
  return token;
}
