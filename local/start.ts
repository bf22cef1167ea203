// `npm start`: the whole product on one machine. The built site is served through the same
// viewer-request function and headers CloudFront uses; /api/* is routed by openapi.yaml's
// operations to the unchanged Lambda handlers, which reach dynalite and aws-ses-v2-local only
// through the SDK's standard endpoint variables. The same port answers as the web app too, on
// another host name (localhost), with a stand-in page that reports sign-ups (stand-in-app.ts), and
// as the editor's own origin on a third (admin.localhost, decision 0060; static-site.ts).
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { editorPath } from '../contract/editor-path.ts';
import { apiBasePath } from '../contract/operations.ts';
import { functionTimeoutMs } from '../contract/service.ts';
import { type DistributionFilter, handleApiRequest } from './api-gateway.ts';
import { stackBanner } from './banner.ts';
import { distributionAnswer } from './distribution.ts';
import { handlerLogLevel, parseCliOptions, stackPorts, usage } from './cli-options.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startDeferredMessageSchedule, type DeferredMessageSchedule } from './deferred-message-schedule.ts';
import { localHandlerEnvironment, localShortLivedTableName, localTableName } from './lambda-environment.ts';
import { startLambdaRuntime, type LambdaRuntime } from './lambda-runtime.ts';
import {
  closeServer,
  ensureTrackingTable,
  startDynamoDb,
  startSes,
  type LocalService,
} from './aws-stand-ins.ts';
import { builtAppOrigin, buildSite, siteNeedsBuild } from './site-build.ts';
import { watchSite } from './site-watch.ts';
import { isStandInAppRequest, localAppOrigin, serveStandInApp } from './stand-in-app.ts';
import { createStaticSite, localEditorOrigin } from './static-site.ts';
import { checkedExperiments } from '../edge/experiments/definitions.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { fillLocalStore, localStorePath } from '../edge/experiments/local-store.ts';
import { type LocalStackState, writeStateFile } from './state-file.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const host = '127.0.0.1';

export interface LocalStackOptions {
  /** The site's and API's port; the SES inbox and DynamoDB take the next two. 0 picks free ports. */
  readonly port: number;
  readonly dataDir: string;
  readonly siteDir?: string;
  /**
   * Build the site first when it is missing or older than a source the build reads, then rebuild
   * it whenever one changes (site-watch.ts).
   */
  readonly build?: boolean;
  /** Powertools log level of the handlers (DEBUG, INFO, WARN, ERROR, SILENT); else from `verbose`. */
  readonly logLevel?: string;
  /** Print the build's output rather than one line, and a log line per API request. */
  readonly verbose?: boolean;
}

export interface LocalStack {
  readonly url: string;
  /** The stand-in web app's origin, which saveSignUp answers (stand-in-app.ts). */
  readonly appOrigin: string;
  /** Where the served build's calls to action lead: the stand-in app when the stack built it. */
  readonly builtAppOrigin: string | undefined;
  /** The editor at /admin, on its own origin. */
  readonly editorUrl: string;
  readonly inboxUrl: string;
  readonly dataDir: string;
  readonly tableName: string;
  readonly dynamodb: LocalService;
  readonly ses: LocalService;
  /** The deferred-message schedule, which also runs on its own every hour. */
  readonly deferredMessages: Pick<DeferredMessageSchedule, 'run'>;
  stop(): Promise<void>;
}

/**
 * Pages through the static site, /api/* through the gateway once the handlers are up, and the
 * app's paths on the app origin to the stand-in app. Origins follow the port the request came in on.
 */
function createLocalServer(
  staticSite: RequestListener,
  runtimeReady: Promise<LambdaRuntime>,
  distribution: DistributionFilter,
): Server {
  return createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
    const port = request.socket.localPort ?? 0;
    const appOrigin = localAppOrigin(port);
    if (isStandInAppRequest(request, appOrigin)) {
      serveStandInApp(request, response, `http://${host}:${port}`);
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== apiBasePath && !pathname.startsWith(`${apiBasePath}/`)) {
      staticSite(request, response);
      return;
    }
    runtimeReady
      .then((runtime) => handleApiRequest(request, response, pathname, runtime, distribution, appOrigin))
      .catch((error: unknown) => {
        console.error(`[local-stack] ${request.method ?? ''} ${request.url ?? ''} failed:`, error);
        if (!response.headersSent)
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
        else response.destroy();
      });
  });
}

function listen(server: Server, port: number): Promise<number> {
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
  // A build the stack makes opens the stand-in app from its calls to action, so the whole funnel
  // runs here; with port 0 the port is not known yet, and the build is left as it is.
  const appOriginForBuild = options.port === 0 ? undefined : localAppOrigin(options.port);
  const buildEnvironment: Record<string, string> =
    appOriginForBuild === undefined ? {} : { APP_ORIGIN: appOriginForBuild };
  if (
    options.build &&
    (siteNeedsBuild(projectRoot, siteDir, siteMetaPath) ||
      (appOriginForBuild !== undefined && builtAppOrigin(siteMetaPath) !== appOriginForBuild))
  ) {
    await buildSite(projectRoot, { verbose: options.verbose ?? false, environment: buildEnvironment });
  }
  if (!existsSync(siteDir) || !existsSync(siteMetaPath)) {
    throw new Error(
      `No built site at ${siteDir} (with ${siteMetaPath}): run npm run build, or start without --no-build.`,
    );
  }
  const experimentStorePath = localStorePath(dataDir);
  const staticSite = createStaticSite({ siteDir, siteMetaPath, experimentStorePath });
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  // As a deploy does: the store is filled afresh when the experiments' entries have changed.
  fillLocalStore(experimentStorePath, checkedExperiments(experiments));

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
  const server = createLocalServer(staticSite, runtimeReady, (result) =>
    distributionAnswer(result, (objectKey) => readFileSync(join(siteDir, objectKey), 'utf8')),
  );
  const ports = stackPorts(options.port);
  const port = await listen(server, ports.site);
  started.push({ stop: () => closeServer(server) });
  try {
    const dynamodb = await startDynamoDb(dataDir, ports.dynamodb);
    started.push(dynamodb);
    await ensureTrackingTable(dynamodb.endpoint, localTableName, join(dataDir, 'dynamodb'));
    await ensureTrackingTable(dynamodb.endpoint, localShortLivedTableName, join(dataDir, 'dynamodb'));
    const ses = await startSes({ port: ports.inbox, inboxDir: join(dataDir, 'ses-inbox') });
    started.push(ses);
    const environment = localHandlerEnvironment({
      dynamodbEndpoint: dynamodb.endpoint,
      sesEndpoint: ses.endpoint,
      logLevel: options.logLevel ?? handlerLogLevel(options.verbose ?? false),
      appOrigin: localAppOrigin(port),
    });
    const runtime = await startLambdaRuntime(environment, functionTimeoutMs);
    started.push(runtime);
    resolveRuntime(runtime);
    const deferredMessages = await startDeferredMessageSchedule(environment);
    started.push(deferredMessages);

    const url = `http://${host}:${port}`;
    const state: LocalStackState = {
      url,
      inboxUrl: `${ses.endpoint}/`,
      dynamodbEndpoint: dynamodb.endpoint,
      sesEndpoint: ses.endpoint,
      tableName: localTableName,
      pid: process.pid,
    };
    started.push(writeStateFile(dataDir, state));
    if (options.build) started.push(watchSite(projectRoot, { siteDir, environment: buildEnvironment }));

    let stopping: Promise<void> | undefined;
    return {
      url,
      appOrigin: localAppOrigin(port),
      builtAppOrigin: builtAppOrigin(siteMetaPath),
      editorUrl: `${localEditorOrigin(port)}${editorPath}/`,
      inboxUrl: state.inboxUrl,
      dataDir,
      tableName: localTableName,
      dynamodb,
      ses,
      deferredMessages,
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
  console.log(stackBanner(stack).join('\n'));
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
