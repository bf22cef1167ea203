// Decides whether `npm start` must build the site first: when there is no finished build, or a
// web source changed after it. `dist/site-meta.json` is written last by the build, so its time
// marks a complete build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

export function buildSite(projectRoot: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm run build failed (${signal ?? `exit code ${String(code)}`}); fix the build or start with --no-build`,
          ),
        );
    });
  });
}
