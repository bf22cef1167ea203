// Command-line options of `npm start` (local/start.ts).
import { parseArgs } from 'node:util';
import { handlerVariables } from '../contract/handler-environment.ts';

export interface CliOptions {
  readonly port: number;
  readonly dataDir: string;
  readonly siteDir: string;
  readonly build: boolean;
  readonly verbose: boolean;
}

/** The highest --port: the SES inbox and DynamoDB take the two ports after it. */
const highestPort = 65_533;

export const usage = `Usage: npm start -- [--port <number>] [--data-dir <dir>] [--site-dir <dir>] [--no-build] [--verbose]

  --port <number>   the site and API on 127.0.0.1 (default 3000), the SES inbox on the next port,
                    DynamoDB on the one after; 0 picks free ports
  --data-dir <dir>  where DynamoDB's tables and the SES inbox's mail are kept (default .data/)
  --site-dir <dir>  the built site to serve (default dist/site)
  --no-build        serve the existing build; otherwise the site is built when missing or stale,
                    and rebuilt whenever content/ or a source the build reads changes
  --verbose         print the build's output (bundle sizes, every page written) and a log line
                    for every API request; warnings and errors are printed either way`;

/**
 * The handlers' Powertools log level under `npm start`. Deployed they log a line per request (INFO)
 * for CloudWatch; on a developer's terminal those lines drowned the banner and the errors, so they
 * show only with --verbose. A POWERTOOLS_LOG_LEVEL set in the environment wins over both.
 */
export function handlerLogLevel(verbose: boolean, environment: NodeJS.ProcessEnv = process.env): string {
  return environment[handlerVariables.logLevel] ?? (verbose ? 'INFO' : 'WARN');
}

/** The ports of the stack's parts: the site's, then the SES inbox's and DynamoDB's after it. */
export function stackPorts(port: number): { site: number; inbox: number; dynamodb: number } {
  return port === 0
    ? { site: 0, inbox: 0, dynamodb: 0 }
    : { site: port, inbox: port + 1, dynamodb: port + 2 };
}

/** The options, or `help` when the usage was asked for (printed, and the command exits 0). */
export function parseCliOptions(args: readonly string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string', default: '3000' },
      'data-dir': { type: 'string', default: '.data/' },
      'site-dir': { type: 'string', default: 'dist/site' },
      'no-build': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > highestPort) {
    throw new Error(
      `--port must be a whole number from 0 to ${highestPort} (the next two are the inbox's and DynamoDB's), ` +
        `not "${values.port}"\n\n${usage}`,
    );
  }
  return {
    port,
    dataDir: values['data-dir'],
    siteDir: values['site-dir'],
    build: !values['no-build'],
    verbose: values.verbose,
  };
}
