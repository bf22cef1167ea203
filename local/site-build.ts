// Whether `npm start` must build the site first, and that build: needed when there is no finished
// build, or a source the build reads (site-sources.ts) changed after it. `dist/site-meta.json` is
// written last by the build, so its time marks a complete build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readSiteMeta } from '../edge/security-headers.ts';
import { heldBuildArgument, releaseLine } from './build-gate.ts';
import { isBuildInput, siteSourceFolders } from './site-sources.ts';

/** The newest modification among the build's inputs under `directory` (site-sources.ts). */
function newestModification(projectRoot: string, directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestModification(projectRoot, path));
    else if (isBuildInput(relative(projectRoot, path).split(sep).join('/')))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether the build is missing or older than a source it reads: content counts as much as code,
 * so an edit saved while the stack was stopped is built on the next start.
 */
export function siteNeedsBuild(projectRoot: string, siteDir: string, siteMetaPath: string): boolean {
  if (!existsSync(siteDir) || !existsSync(siteMetaPath)) return true;
  const builtAt = statSync(siteMetaPath).mtimeMs;
  return siteSourceFolders.some((folder) => {
    const directory = join(projectRoot, folder);
    return existsSync(directory) && newestModification(projectRoot, directory) > builtAt;
  });
}

/** Where the build's calls to action lead (its APP_ORIGIN), or undefined for no build, or an older one. */
export function builtAppOrigin(siteMetaPath: string): string | undefined {
  if (!existsSync(siteMetaPath)) return undefined;
  return readSiteMeta(siteMetaPath).addresses?.appOrigin;
}

export interface BuildCommand {
  /** Build settings added to this process's environment, e.g. the APP_ORIGIN of the stand-in app. */
  readonly environment?: Readonly<Record<string, string>>;
  readonly command?: readonly [string, ...string[]];
}

interface BuildOptions extends BuildCommand {
  /** Print the build's own output as it runs (bundle sizes, every page written). */
  readonly verbose?: boolean;
  readonly print?: (text: string) => void;
}

/** How a build ended: its output (stdout and stderr as a terminal shows them) when it was kept. */
type BuildResult =
  | { readonly ok: true; readonly output: string }
  | { readonly ok: false; readonly output: string; readonly reason: string };

/** A build process; a held one has loaded and waits to be released (build-gate.ts). */
export interface BuildProcess {
  /** Lets a held build run; a build that was not held is already running. */
  release(): void;
  /** Ends a held build without building. */
  cancel(): void;
  readonly result: Promise<BuildResult>;
}

/** Starts the site's build; `inherit` hands the terminal to it instead of keeping its output. */
export function spawnBuild(
  projectRoot: string,
  { environment = {}, command = ['npm', 'run', 'build'] }: BuildCommand,
  { inherit = false, held = false }: { readonly inherit?: boolean; readonly held?: boolean } = {},
): BuildProcess {
  const [program, ...args] = command;
  // npm passes what follows "--" on to the build's own script.
  const heldArgs = held ? [...(program === 'npm' ? ['--'] : []), heldBuildArgument] : [];
  const build = spawn(program, [...args, ...heldArgs], {
    cwd: projectRoot,
    env: { ...process.env, ...environment },
    stdio: inherit ? 'inherit' : [held ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  build.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  build.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const result = new Promise<BuildResult>((resolve) => {
    build.once('error', (error) => {
      resolve({ ok: false, output: error.message, reason: `${program} could not start` });
    });
    build.once('close', (code, signal) => {
      const text = Buffer.concat(output).toString('utf8');
      resolve(
        code === 0
          ? { ok: true, output: text }
          : { ok: false, output: text, reason: signal ?? `exit code ${String(code)}` },
      );
    });
  });
  return {
    release: () => build.stdin?.end(releaseLine),
    cancel: () => build.stdin?.end(),
    result,
  };
}

/**
 * Runs the site's build. Quietly by default: one line while it runs, and its output only when it
 * fails, so the stack's addresses are the first thing a newcomer reads.
 */
export async function buildSite(
  projectRoot: string,
  { verbose = false, print = (text) => process.stdout.write(text), ...command }: BuildOptions = {},
): Promise<void> {
  const startedAt = Date.now();
  if (!verbose) print("Building the site (--verbose shows the build's output)… ");
  const result = await spawnBuild(projectRoot, command, { inherit: verbose }).result;
  if (result.ok) {
    if (!verbose) print(`done in ${Math.round((Date.now() - startedAt) / 1000)} s.\n`);
    return;
  }
  if (!verbose) print(`failed:\n\n${result.output}\n`);
  throw new Error(`npm run build failed (${result.reason}); fix the build or start with --no-build`);
}
