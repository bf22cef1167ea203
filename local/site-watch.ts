// `npm start` keeps the site it serves in step with its sources: it watches the folders the build
// reads (site-sources.ts) and rebuilds in the background once they are quiet, so an edit saved at
// /admin, whose local mode writes content/, is on the local site within seconds. The build writes
// a staging folder and swaps it in only when it succeeds (web/prerender/prerender.ts), so a failed
// rebuild leaves the last good site served; the terminal says what the build refused.
//
// Every page is rebuilt, whichever file changed: the pages name the router's chunk, whose hashed
// name changes with any route's content. The terminal names the pages whose content changed.
// The next build is started ahead, held until a content edit needs it (build-gate.ts), so an
// owner's edit does not wait for Node and the build's modules to load.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { variantCopiesPrefix } from '../edge/experiments/store.ts';
import { isAdminPath } from '../edge/security-headers.ts';
import { spawnBuild, type BuildCommand, type BuildProcess } from './site-build.ts';
import { isBuildInput, isReadWhenBuilding, siteSourceFolders } from './site-sources.ts';

/**
 * How long the sources must stay quiet before a rebuild starts. One save can touch several files
 * (a post and its cover upload; the File System Access API writes a scratch file, then renames it).
 */
const quietMs = 300;

/** The page at each address, as a fingerprint of what a visitor sees of it. */
export type PageFingerprints = ReadonlyMap<string, string>;

/**
 * Every page of a built site by its address, fingerprinted without its scripts: the boot script
 * names hashed chunks, which change with every build. The editor and the experiments' variant
 * copies are left out: they are not pages of their own.
 */
export function pageFingerprints(siteDir: string): PageFingerprints {
  const pages = new Map<string, string>();
  if (!existsSync(siteDir)) return pages;
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = relative(siteDir, entry.parentPath).split(sep).join('/');
    const address = `/${folder}`;
    if (isAdminPath(address) || `${address}/`.startsWith(variantCopiesPrefix)) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    pages.set(address, createHash('sha256').update(withoutScripts).digest('hex'));
  }
  return pages;
}

/** The addresses whose page changed, appeared or went between two builds, in order. */
export function changedPages(before: PageFingerprints, after: PageFingerprints): string[] {
  const addresses = new Set([...before.keys(), ...after.keys()]);
  return [...addresses].filter((address) => before.get(address) !== after.get(address)).sort();
}

/** A few names and how many more: "content/faq.yaml, content/team.yaml and 3 more". */
function listed(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** What the terminal says when a rebuild succeeded. */
export function rebuiltReport(files: readonly string[], pages: readonly string[], seconds: number): string {
  const outcome =
    pages.length === 0
      ? 'no page looks different'
      : `${pages.length === 1 ? 'changed page' : 'changed pages'}: ${listed(pages, 6)}`;
  return `Rebuilt in ${seconds.toFixed(1)} s after ${listed(files)} changed; ${outcome}.`;
}

/**
 * What the terminal says when a rebuild failed: what the build said, without stack frames, so the
 * broken file, field and rule (web/vite-plugins/content-issues.ts) are what an owner reads.
 */
export function failedReport(files: readonly string[], output: string): string {
  const said = output
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .map((line) => `  ${line.trimEnd()}`);
  return [
    `Not rebuilt after ${listed(files)} changed; the site still serves the last good build. The build said:`,
    ...said,
  ].join('\n');
}

export interface RebuildQueue {
  /** A source changed: rebuild once the sources have been quiet for a while. */
  changed(path: string): void;
  /** Resolves when no rebuild is running or waiting. */
  settled(): Promise<void>;
  /** Drops a waiting rebuild and waits for a running one. */
  stop(): Promise<void>;
}

/**
 * Rebuilds after changes, one build at a time: changes within `delayMs` of each other make one
 * rebuild, and changes during a rebuild make one more after it. Paths the build does not read are
 * ignored. `rebuild` reports its own outcome and never rejects.
 */
export function rebuildQueue(
  rebuild: (files: readonly string[]) => Promise<void>,
  delayMs = quietMs,
): RebuildQueue {
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const settledListeners: (() => void)[] = [];

  const notifyIfSettled = () => {
    if (timer !== undefined || running !== undefined) return;
    for (const listener of settledListeners.splice(0)) listener();
  };
  const start = () => {
    timer = undefined;
    // During a rebuild the next one waits for it to end (see the finally below).
    if (running !== undefined || stopped) return;
    const files = [...waiting].sort();
    waiting = new Set();
    running = rebuild(files).finally(() => {
      running = undefined;
      if (waiting.size > 0 && !stopped) schedule();
      notifyIfSettled();
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(start, delayMs);
  };
  return {
    changed(path) {
      if (stopped || !isBuildInput(path)) return;
      waiting.add(path);
      schedule();
    },
    settled: () =>
      new Promise((resolve) => {
        settledListeners.push(resolve);
        notifyIfSettled();
      }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
      notifyIfSettled();
    },
  };
}

export interface SiteWatchOptions extends BuildCommand {
  /** The served site, which the build replaces (dist/site). */
  readonly siteDir: string;
  readonly print?: (line: string) => void;
}

/** Watches the build's sources under `projectRoot` and rebuilds the site when they change. */
export function watchSite(
  projectRoot: string,
  {
    siteDir,
    print = (line) => {
      console.log(line);
    },
    ...command
  }: SiteWatchOptions,
): { stop(): Promise<void> } {
  const hold = () => spawnBuild(projectRoot, command, { held: true });
  let held: BuildProcess | undefined = hold();
  /** The held build when it sees every change, else a build started now. */
  const buildFor = (files: readonly string[]): BuildProcess => {
    const ready = held;
    held = undefined;
    if (ready !== undefined && files.every(isReadWhenBuilding)) return ready;
    ready?.cancel();
    return spawnBuild(projectRoot, command);
  };
  const queue = rebuildQueue(async (files) => {
    print(`${listed(files)} changed: rebuilding the site…`);
    const startedAt = Date.now();
    const before = pageFingerprints(siteDir);
    const build = buildFor(files);
    build.release();
    const result = await build.result;
    const seconds = (Date.now() - startedAt) / 1000;
    print(
      result.ok
        ? rebuiltReport(files, changedPages(before, pageFingerprints(siteDir)), seconds)
        : failedReport(files, result.output),
    );
    // Once this one is done, so the two do not share the processor.
    held = hold();
  });
  const watchers: FSWatcher[] = siteSourceFolders
    .filter((folder) => existsSync(join(projectRoot, folder)))
    .map((folder) =>
      watch(join(projectRoot, folder), { recursive: true }, (_event, name) => {
        if (name !== null) queue.changed(`${folder}/${name.split(sep).join('/')}`);
      }).on('error', (error) => {
        print(`Watching ${folder}/ for changes stopped (${error.message}); restart npm start to see edits.`);
      }),
    );
  return {
    stop: async () => {
      for (const watcher of watchers) watcher.close();
      await queue.stop();
      held?.cancel();
      await held?.result;
    },
  };
}
