// The stand-ins for DynamoDB (dynalite, stored on disk) and SES (aws-ses-v2-local, an inbox in
// memory with a web page), each on its own free port on 127.0.0.1 only. Each can be stopped and
// started again on the same port, which the fault tests use to take a service away and back.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
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
import { trackingPartitionKey, trackingSortKey } from '../contract/tracking-table.ts';

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

/** A service that is started once on a free port and later restarted on that same port. */
async function restartableService(
  create: (port: number) => Promise<{ server: Server; port: number }>,
): Promise<LocalService> {
  let { server, port } = await create(0);
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

export function startDynamoDb(dataDir: string): Promise<LocalService> {
  const path = join(dataDir, 'dynamodb');
  mkdirSync(path, { recursive: true });
  return restartableService(async (port) => {
    const server = createDynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    return { server, port: await listen(server, port) };
  });
}

export function startSes(): Promise<LocalService> {
  return restartableService(async (port) => {
    const server = await createSesServer({ host, port });
    const address = server.address();
    if (address === null || typeof address === 'string' || !server.listening) {
      throw new Error(`aws-ses-v2-local could not listen on ${host}:${port}`);
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
  // The SDK warns that Node 20 support ends in 2027; the deployed handlers run on Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
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
