// Command-line options of `npm start` (local/start.ts).
import { parseArgs } from 'node:util';

export interface CliOptions {
  readonly port: number;
  readonly dataDir: string;
  readonly siteDir: string;
  readonly build: boolean;
}

export const usage = `Usage: npm start -- [--port <number>] [--data-dir <dir>] [--site-dir <dir>] [--no-build]

  --port <number>   port of the site and API on 127.0.0.1 (default 3000; 0 picks a free one)
  --data-dir <dir>  where the local DynamoDB keeps its data (default .data/)
  --site-dir <dir>  the built site to serve (default dist/site)
  --no-build        serve the existing build; otherwise the site is built when missing or stale`;

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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65_535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}"\n\n${usage}`);
  }
  return { port, dataDir: values['data-dir'], siteDir: values['site-dir'], build: !values['no-build'] };
}
