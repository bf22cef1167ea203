// What the site's build reads, as `npm start` sees it: the folders it watches (site-watch.ts) and
// compares with the last build when it starts (site-build.ts). A path is from the project's root,
// with forward slashes.

/**
 * The folders the build reads: the content editors change, the web app and its build, and what
 * the pages take from the edge (experiments, headers) and the contract (the API's operations).
 */
export const siteSourceFolders = ['content', 'web', 'edge', 'contract'] as const;

/** Tests and the media sources (`npm run media:generate` renders them into web/src/assets). */
const notRead = [/\.(test|spec)\.tsx?$/, /^web\/media-src\//];

/**
 * An editor's scratch file: Chromium's File System Access API (the editor's local mode) writes a
 * `.crswap` beside the file and renames it into place, and text editors keep swap and backup files.
 */
const scratchFile = /(^|\/)(\.[^/]*|[^/]*~|[^/]*\.(crswap|swp|tmp))$/;

/** Whether a change to `path` can change the built site. */
export function isBuildInput(path: string): boolean {
  const [folder = ''] = path.split('/', 1);
  if (!siteSourceFolders.some((source) => source === folder)) return false;
  return !scratchFile.test(path) && !notRead.some((pattern) => pattern.test(path));
}

/**
 * Whether a build started before `path` changed still sees the change: the build reads content
 * when it runs, but loads its code (the pre-render and what it imports) when it starts.
 */
export function isReadWhenBuilding(path: string): boolean {
  return path.startsWith('content/');
}
