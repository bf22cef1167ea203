// The stand-ins for DynamoDB (dynalite, stored on disk) and SES (aws-ses-v2-local, an inbox with a
// web page, its mail kept on disk by local/ses-inbox-files.ts), each on its own port on 127.0.0.1
// only: the one asked for, or a free one for 0. Each can be stopped and started again on the same
// port, which the fault tests use to take a service away and back.
import { mkdirSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { turnOffSdkNodeVersionWarning } from '../contract/aws-sdk-warning.ts';
import { trackingPartitionKey, trackingSortKey } from '../contract/tracking-table.ts';
import { inboxFiles } from './ses-inbox-files.ts';

const require = createRequire(import.meta.url);
const host = '127.0.0.1';

type DynaliteFactory = (options: {
  path: string;
  createTableMs: number;
  deleteTableMs: number;
  updateTableMs: number;
}) => Server;
type SesFactory = (config: { host: string; port: number }) => Promise<Server>;
const isFunction = (value: unknown) => typeof value === 'function';
const createDynalite = z.custom<DynaliteFactory>(isFunction).parse(require('dynalite'));
const createSesServer = z
  .object({ default: z.custom<SesFactory>(isFunction) })
  .parse(require('aws-ses-v2-local')).default;

export interface LocalService {
  readonly endpoint: string;
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('server has no TCP address'));
      else resolve((address satisfies AddressInfo).port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
    // The SDK keeps connections alive; without this, close waits for them to time out.
    server.closeAllConnections();
  });
}

/** A service started on `firstPort` (0: a free one) and later restarted on the port it got. */
async function restartableService(
  firstPort: number,
  create: (port: number) => Promise<{ server: Server; port: number }>,
): Promise<LocalService> {
  let { server, port } = await create(firstPort);
  let running = true;
  return {
    endpoint: `http://${host}:${port}`,
    get running() {
      return running;
    },
    async start() {
      if (running) return;
      ({ server, port } = await create(port));
      running = true;
    },
    async stop() {
      if (!running) return;
      running = false;
      await closeServer(server);
    },
  };
}

function portInUse(port: number, service: string): Error {
  return new Error(
    `Port ${port} on ${host}, for ${service}, is already in use (is another local stack running?). ` +
      'Choose other ports with --port <number>.',
  );
}

/** dynalite on `port` (0: a free one), its tables under `<dataDir>/dynamodb`. */
export function startDynamoDb(dataDir: string, port = 0): Promise<LocalService> {
  const path = join(dataDir, 'dynamodb');
  mkdirSync(path, { recursive: true });
  return restartableService(port, async (listenPort) => {
    const server = createDynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    try {
      return { server, port: await listen(server, listenPort) };
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')
        throw portInUse(listenPort, 'DynamoDB');
      throw error;
    }
  });
}

interface SesOptions {
  /** 0, or none: a free port. */
  readonly port?: number;
  /** Where the inbox keeps its mail across restarts; without one, mail lives as long as the process. */
  readonly inboxDir?: string;
}

/** aws-ses-v2-local: the SES v2 API, and the inbox page at its root. */
export function startSes({ port = 0, inboxDir }: SesOptions = {}): Promise<LocalService> {
  const files = inboxDir === undefined ? undefined : inboxFiles(inboxDir);
  return restartableService(port, async (listenPort) => {
    files?.restore();
    const server = await createSesServer({ host, port: listenPort });
    const address = server.address();
    // aws-ses-v2-local resolves even when it could not listen; the server then has no address.
    if (address === null || typeof address === 'string' || !server.listening) {
      throw portInUse(listenPort, 'the SES inbox');
    }
    if (files !== undefined) {
      server.on('request', (_request, response: ServerResponse) => {
        response.once('finish', () => {
          try {
            files.save();
          } catch (error) {
            console.error(`[local-stack] the SES inbox could not keep its mail in ${files.folder}:`, error);
          }
        });
      });
    }
    return { server, port: address.port };
  });
}

async function tableStatus(client: DynamoDBClient, tableName: string): Promise<string | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table?.TableStatus;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function waitForActiveTable(
  client: DynamoDBClient,
  tableName: string,
  timeoutMilliseconds: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMilliseconds;
  while (Date.now() < deadline) {
    if ((await tableStatus(client, tableName)) === 'ACTIVE') return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** Creates the tracking table as the CDK stack defines it, unless it exists already. */
export async function ensureTrackingTable(
  endpoint: string,
  tableName: string,
  dataDescription: string,
): Promise<void> {
  turnOffSdkNodeVersionWarning();
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if ((await tableStatus(client, tableName)) === undefined) {
      // dynalite does not run TTL deletion, so the table has no TTL setting here; CDK sets one.
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: trackingPartitionKey, AttributeType: 'S' },
            { AttributeName: trackingSortKey, AttributeType: 'S' },
          ],
          KeySchema: [
            { AttributeName: trackingPartitionKey, KeyType: 'HASH' },
            { AttributeName: trackingSortKey, KeyType: 'RANGE' },
          ],
        }),
      );
    }
    if (!(await waitForActiveTable(client, tableName, 5_000))) {
      throw new Error(
        `The local table ${tableName} is not active; a stack stopped while creating it leaves it so. ` +
          `Delete ${dataDescription} and start again.`,
      );
    }
  } finally {
    client.destroy();
  }
}
