// What npm run deploy (deploy.ts) works with: the real CDK CLI, the site's build and the files a
// GitHub workflow reads a step's outputs and summary from.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { toJsonValue } from '../../contract/json-value.ts';
import { withWorkflowCommandsStopped } from './diff-summary.ts';
import { siteBuildEnvironment } from '../../cdk/site-build-check.ts';
import type { DeployTools } from './stage-deployment.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const cdkDir = fileURLToPath(new URL('../../cdk', import.meta.url));
const cdk = fileURLToPath(new URL('../../node_modules/.bin/cdk', import.meta.url));

function failed(command: string, args: readonly string[], status: number | null, signal: string | null) {
  return new Error(`${command} ${args.join(' ')} failed (exit ${String(status ?? signal)})`);
}

function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (result.status !== 0) throw failed(command, args, result.status, result.signal);
}

/** Runs the CDK CLI with its standard output and error into one file, so they stay in order. */
function readCdk(args: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fernly-cdk-'));
  const file = join(dir, 'output.txt');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(cdk, args, { cwd: cdkDir, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    const output = readFileSync(file, 'utf8');
    if (result.status !== 0) {
      process.stderr.write(output);
      throw failed(cdk, args, result.status, result.signal);
    }
    return output;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const inGitHubActions = process.env.GITHUB_ACTIONS === 'true';

/** The CDK CLI of node_modules, `npm run build`, and the files of the GitHub workflow running this. */
export const nodeDeployTools: DeployTools = {
  runCdk: (args) => {
    run(cdk, args, { cwd: cdkDir });
  },
  readCdk,
  buildSite: (addresses) => {
    run('npm', ['run', 'build'], {
      cwd: repositoryRoot,
      env: { ...process.env, ...siteBuildEnvironment(addresses) },
    });
  },
  readTemplates: (assemblyDir) =>
    new Map(
      new CloudAssembly(assemblyDir).stacksRecursively.map((stack) => [
        stack.stackName,
        toJsonValue(stack.template),
      ]),
    ),
  log: (line) => {
    console.log(line);
  },
  logUntrusted: (text) =>
    process.stdout.write(`${inGitHubActions ? withWorkflowCommandsStopped(text, randomUUID()) : text}\n`),
  setOutput: (name, value) => {
    const file = process.env.GITHUB_OUTPUT;
    if (file !== undefined) appendFileSync(file, `${name}=${value}\n`);
  },
  appendSummary: (markdown) => {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (file !== undefined) appendFileSync(file, `${markdown}\n`);
  },
};
