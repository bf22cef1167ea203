// Whether `npm start` must build the site first, and that build: needed when there is no finished
// build, or a web source changed after it. `dist/site-meta.json` is written last by the build, so
// its time marks a complete build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSiteMeta } from '../edge/security-headers.ts';

function newestModification(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    const time = entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

export function siteNeedsBuild(
  siteDir: string,
  siteMetaPath: string,
  sourceDirs: readonly string[],
): boolean {
  if (!existsSync(siteDir) || !existsSync(siteMetaPath)) return true;
  const builtAt = statSync(siteMetaPath).mtimeMs;
  return sourceDirs.some((directory) => existsSync(directory) && newestModification(directory) > builtAt);
}

/** Where the build's calls to action lead (its APP_ORIGIN), or undefined for no build, or an older one. */
export function builtAppOrigin(siteMetaPath: string): string | undefined {
  if (!existsSync(siteMetaPath)) return undefined;
  return readSiteMeta(siteMetaPath).addresses?.appOrigin;
}

interface BuildOptions {
  /** Print the build's own output as it runs (bundle sizes, every page written). */
  readonly verbose?: boolean;
  /** Build settings added to this process's environment, e.g. the APP_ORIGIN of the stand-in app. */
  readonly environment?: Readonly<Record<string, string>>;
  readonly command?: readonly [string, ...string[]];
  readonly print?: (text: string) => void;
}

/**
 * Runs the site's build. Quietly by default: one line while it runs, and its output only when it
 * fails, so the stack's addresses are the first thing a newcomer reads.
 */
export function buildSite(
  projectRoot: string,
  {
    verbose = false,
    environment = {},
    command = ['npm', 'run', 'build'],
    print = (text) => process.stdout.write(text),
  }: BuildOptions = {},
): Promise<void> {
  const startedAt = Date.now();
  if (!verbose) print("Building the site (--verbose shows the build's output)… ");
  return new Promise((resolve, reject) => {
    const [program, ...args] = command;
    const build = spawn(program, args, {
      cwd: projectRoot,
      env: { ...process.env, ...environment },
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    build.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    build.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    build.once('error', reject);
    build.once('close', (code, signal) => {
      if (code === 0) {
        if (!verbose) print(`done in ${Math.round((Date.now() - startedAt) / 1000)} s.\n`);
        resolve();
        return;
      }
      if (!verbose) print(`failed:\n\n${Buffer.concat(output).toString('utf8')}\n`);
      reject(
        new Error(
          `npm run build failed (${signal ?? `exit code ${String(code)}`}); fix the build or start with --no-build`,
        ),
      );
    });
  });
}
