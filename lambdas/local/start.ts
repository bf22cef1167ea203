// `npm start`: the whole product on one machine. The built site is served through the same
// viewer-request function and headers CloudFront uses; /api/* is routed by openapi.yaml's
// operations to the unchanged Lambda handlers, which reach dynalite and aws-ses-v2-local only
// through the SDK's standard endpoint variables.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  apiBasePath,
  apiOperations,
  findOperation,
  maxBodyBytes,
  type Operation,
} from '../../contract/operations.ts';
import {
  gatewayAnswers,
  gatewayErrorBody,
  type GatewayAnswer,
  type GatewayResponseType,
} from '../../contract/gateway-responses.ts';
import { errorResponse } from '../shared/api-response.ts';
import { parseApiRequest } from '../shared/parse-api-request.ts';
import { functionTimeoutMs, serviceName, trackingRetentionDays } from '../../contract/service.ts';
import { parseCliOptions, usage } from './cli-options.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startLambdaRuntime, type LambdaRuntime } from './lambda-runtime.ts';
import {
  closeServer,
  ensureTrackingTable,
  startDynamoDb,
  startSes,
  type LocalService,
} from './local-services.ts';
import { buildProxyEvent } from './proxy-event.ts';
import { buildSite, siteNeedsBuild } from './site-build.ts';
import { createStaticSite } from './static-site.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const host = '127.0.0.1';
const stage = 'local';
/** API Gateway's own limit; a larger body is not even read. */
const gatewayMaxBodyBytes = 10 * 1024 * 1024;

export interface LocalStackOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly dataDir: string;
  readonly siteDir?: string;
  /** Build the site first when it is missing or older than web/. */
  readonly build?: boolean;
  /** Powertools log level of the handlers (DEBUG, INFO, WARN, ERROR, SILENT). */
  readonly logLevel?: string;
}

export interface LocalStack {
  readonly url: string;
  readonly inboxUrl: string;
  readonly dataDir: string;
  readonly tableName: string;
  readonly dynamodb: LocalService;
  readonly ses: LocalService;
  stop(): Promise<void>;
}

/** Written to `<data-dir>/local-stack.json` while the stack runs, for tests that inspect its data. */
export interface LocalStackState {
  readonly url: string;
  readonly inboxUrl: string;
  readonly dynamodbEndpoint: string;
  readonly sesEndpoint: string;
  readonly tableName: string;
  readonly pid: number;
}

export const localTableName = 'fernly-tracking';
export const localSenderAddress = 'website@fernly.example';
export const localSupportAddress = 'support@fernly.example';
export const stateFileName = 'local-stack.json';

interface RequestBody {
  readonly bytes: Buffer;
  readonly tooLarge: boolean;
}

function readBody(request: IncomingMessage): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      // Past the contract's limit the rest is drained, not kept, so the connection stays usable.
      if (received <= maxBodyBytes + 1) chunks.push(chunk);
      if (received > gatewayMaxBodyBytes) request.destroy();
    });
    request.once('end', () => {
      resolve({ bytes: Buffer.concat(chunks), tooLarge: received > maxBodyBytes });
    });
    request.once('error', reject);
  });
}

function sendProxyResult(response: ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body, 'utf8');
  response.writeHead(result.statusCode, { ...headers, 'Content-Length': body.byteLength }).end(body);
}

/** What API Gateway answers by itself, from the same table the CDK app deploys. */
function sendGatewayAnswer(response: ServerResponse, type: GatewayResponseType, requestId: string): void {
  const { code, message } = gatewayErrorBody(type, requestId);
  const answer: GatewayAnswer = gatewayAnswers[type];
  sendProxyResult(
    response,
    errorResponse(code, message, { requestId, retryAfterSeconds: answer.retryAfterSeconds }),
  );
}

async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  runtime: LambdaRuntime,
): Promise<void> {
  const operationPath = pathname.slice(apiBasePath.length);
  const operation: Operation | undefined = findOperation(request.method ?? 'GET', operationPath);
  const receivedAt = new Date();
  const requestId = randomUUID();
  if (!operation) {
    request.resume();
    sendGatewayAnswer(response, 'MISSING_AUTHENTICATION_TOKEN', requestId);
    return;
  }
  const body = await readBody(request);
  if (body.tooLarge) {
    sendProxyResult(
      response,
      errorResponse('payload_too_large', `The request body must be at most ${maxBodyBytes} bytes.`, {
        requestId,
      }),
    );
    return;
  }
  const event = buildProxyEvent(
    {
      method: operation.method,
      url: request.url ?? pathname,
      headers: request.headers,
      body: body.bytes,
      receivedAt,
      requestId,
    },
    operation,
    stage,
  );
  // API Gateway's request validation, with the contract's validators, before any Lambda runs.
  const validation = parseApiRequest(operation.operationId, event, requestId);
  if (!validation.ok) {
    sendProxyResult(response, validation.response);
    return;
  }
  try {
    sendProxyResult(response, await runtime.invoke(operation.operationId, event));
  } catch (error) {
    // In AWS a handler that throws or passes its timeout is an integration failure.
    console.error(`[local-stack] ${operation.operationId} handler failed:`, error);
    sendGatewayAnswer(response, 'INTEGRATION_FAILURE', requestId);
  }
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${host} is already in use (is another local stack running?). Choose another with --port <number>.`,
          ),
        );
      } else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('The server has no TCP address'));
      else resolvePort((address satisfies AddressInfo).port);
    });
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const siteDir = resolve(options.siteDir ?? join(projectRoot, 'dist/site'));
  const siteMetaPath = join(dirname(siteDir), 'site-meta.json');
  const dataDir = resolve(options.dataDir);
  if (options.build && siteNeedsBuild(siteDir, siteMetaPath, [join(projectRoot, 'web')]))
    await buildSite(projectRoot);
  if (!existsSync(siteDir) || !existsSync(siteMetaPath)) {
    throw new Error(
      `No built site at ${siteDir} (with ${siteMetaPath}): run npm run build, or start without --no-build.`,
    );
  }
  const staticSite = createStaticSite({ siteDir, siteMetaPath });
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);

  const started: { stop(): Promise<void> }[] = [
    {
      stop: () => {
        lock.release();
        return Promise.resolve();
      },
    },
  ];
  const stopAll = async () => {
    for (const service of [...started].reverse()) await service.stop();
  };
  // The port is taken first, so a busy port fails at once; requests that arrive while the
  // services start wait for them.
  let resolveRuntime: (runtime: LambdaRuntime) => void = () => undefined;
  const runtimeReady = new Promise<LambdaRuntime>((resolveReady) => {
    resolveRuntime = resolveReady;
  });
  const server = createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const isApi = pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`);
    const answer = isApi
      ? runtimeReady.then((runtime) => handleApi(request, response, pathname, runtime))
      : staticSite(request, response);
    answer.catch((error: unknown) => {
      console.error(`[local-stack] ${request.method ?? ''} ${request.url ?? ''} failed:`, error);
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
      else response.destroy();
    });
  });
  const port = await listen(server, options.port);
  started.push({ stop: () => closeServer(server) });
  try {
    const dynamodb = await startDynamoDb(dataDir);
    started.push(dynamodb);
    await ensureTrackingTable(dynamodb.endpoint, localTableName, join(dataDir, 'dynamodb'));
    const ses = await startSes();
    started.push(ses);
    const runtime = await startLambdaRuntime(
      {
        AWS_REGION: 'eu-west-2',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
        AWS_ENDPOINT_URL_SESV2: ses.endpoint,
        TABLE_NAME: localTableName,
        RETENTION_DAYS: String(trackingRetentionDays),
        SENDER_ADDRESS: localSenderAddress,
        SUPPORT_ADDRESS: localSupportAddress,
        POWERTOOLS_SERVICE_NAME: serviceName,
        POWERTOOLS_LOG_LEVEL: options.logLevel ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO',
      },
      functionTimeoutMs,
    );
    started.push(runtime);
    resolveRuntime(runtime);

    const url = `http://${host}:${port}`;
    const state: LocalStackState = {
      url,
      inboxUrl: `${ses.endpoint}/`,
      dynamodbEndpoint: dynamodb.endpoint,
      sesEndpoint: ses.endpoint,
      tableName: localTableName,
      pid: process.pid,
    };
    const statePath = join(dataDir, stateFileName);
    writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
    started.push({
      stop: () => {
        rmSync(statePath, { force: true });
        return Promise.resolve();
      },
    });

    let stopping: Promise<void> | undefined;
    return {
      url,
      inboxUrl: state.inboxUrl,
      dataDir,
      tableName: localTableName,
      dynamodb,
      ses,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(usage);
    return;
  }
  const stack = await startLocalStack({ ...options, dataDir: resolve(options.dataDir) });
  console.log(
    [
      '',
      'Fernly local stack is running:',
      `  Site        ${stack.url}/`,
      `  API         ${stack.url}${apiBasePath}/  (${apiOperations.map((operation) => operation.operationId).join(', ')})`,
      `  SES inbox   ${stack.inboxUrl}  (sent email shows here)`,
      `  DynamoDB    ${stack.dynamodb.endpoint}  (table ${stack.tableName}, data in ${join(stack.dataDir, 'dynamodb')})`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    console.log(`\n${signal}: stopping the local stack…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const entryScript = process.argv[1];
if (entryScript && import.meta.url === pathToFileURL(realpathSync(entryScript)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
