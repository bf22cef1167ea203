// The files of /admin: a page that loads the self-hosted Sveltia CMS bundle, its fonts (no CDN)
// and the configuration generated from the content schemas. Written by the build
// (web/prerender/prerender.ts).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { deployBranchRef } from '../../cdk/deploy-access-stack.ts';
import { BuildError } from '../prerender/server-entry.ts';
import { cmsConfig, type EditorRepository } from './cms-config.ts';

/** The address of the editor; the edge gives it its own headers (edge/security-headers.ts). */
const adminPath = '/admin';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Fernly content editor</title>
<link href="${adminPath}/config.json" type="application/json" rel="cms-config-url">
</head>
<body>
<script src="${adminPath}/sveltia-cms.js"></script>
</body>
</html>
`;

function originRemote(root: string): string | undefined {
  try {
    const url = execFileSync('git', ['-C', root, 'remote', 'get-url', 'origin'], { encoding: 'utf8' });
    return /github\.com[:/]([^/]+\/[^/]+?)(\.git)?\s*$/.exec(url)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The repository editors commit to when they sign in with GitHub: the one the pipeline builds
 * (GitHub sets GITHUB_REPOSITORY there), else the working tree's GitHub remote. The branch is the
 * one the pipeline deploys. A clone with neither gets a name of its own folder, which only the
 * local mode (no sign-in) can use; the build says so.
 */
export function editorRepository(
  env: NodeJS.ProcessEnv,
  root: string,
): EditorRepository & { known: boolean } {
  const branch = deployBranchRef.replace(/^refs\/heads\//, '');
  const repo = env.GITHUB_REPOSITORY ?? originRemote(root);
  return repo === undefined
    ? { repo: `local/${basename(root)}`, branch, known: false }
    : { repo, branch, known: true };
}

/**
 * The fonts the editor's bundle loads from jsDelivr's Fontsource mirror, and the packages that hold
 * the same files, installed at the version the bundle names. The build serves them from /admin/fonts/
 * and points the bundle there, so /admin's policy allows fonts from itself only.
 */
const editorFonts = [
  {
    family: 'source-sans-3:vf',
    packageName: '@fontsource-variable/source-sans-3',
    file: 'latin-wght-normal.woff2',
  },
  { family: 'noto-mono', packageName: '@fontsource/noto-mono', file: 'latin-400-normal.woff2' },
  {
    family: 'material-symbols-outlined:vf',
    packageName: '@fontsource-variable/material-symbols-outlined',
    file: 'latin-wght-normal.woff2',
  },
] as const;

const packageVersion = z.object({ version: z.string() });

type AdminFile = { readonly path: string; readonly content: string | Buffer };

/** The bundle with its fonts served from /admin/fonts/, and those font files. */
async function selfHostedFonts(bundle: string): Promise<{ bundle: string; fonts: AdminFile[] }> {
  const require = createRequire(import.meta.url);
  const fonts: AdminFile[] = [];
  let rewritten = bundle;
  for (const font of editorFonts) {
    const packageDir = dirname(require.resolve(`${font.packageName}/package.json`));
    const { version } = packageVersion.parse(
      JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')),
    );
    const cdnUrl = `https://cdn.jsdelivr.net/fontsource/fonts/${font.family}@${version}/${font.file}`;
    if (!rewritten.includes(cdnUrl))
      throw new BuildError(
        `Sveltia CMS no longer loads ${cdnUrl}: install the version of ${font.packageName} its bundle names (web/admin/admin-files.ts)`,
      );
    // The package's own name for the file, e.g. source-sans-3-latin-wght-normal.woff2.
    const fileName = `${basename(font.packageName)}-${font.file}`;
    rewritten = rewritten.replaceAll(cdnUrl, `${adminPath}/fonts/${fileName}`);
    fonts.push({
      path: `admin/fonts/${fileName}`,
      content: await readFile(join(packageDir, 'files', fileName)),
    });
  }
  const leftOver = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^"'`\s)]+/.exec(rewritten);
  if (leftOver !== null)
    throw new BuildError(
      `Sveltia CMS loads a font this build does not serve: ${leftOver[0]} (web/admin/admin-files.ts)`,
    );
  return { bundle: rewritten, fonts };
}

export async function adminFiles(repository: EditorRepository, siteOrigin: string): Promise<AdminFile[]> {
  // The package exports only its module entry; the browser bundle is in its dist folder.
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms');
  const { bundle, fonts } = await selfHostedFonts(
    await readFile(join(dirname(entry), '../dist/sveltia-cms.js'), 'utf8'),
  );
  return [
    { path: 'admin/index.html', content: page },
    { path: 'admin/config.json', content: `${JSON.stringify(cmsConfig(repository, siteOrigin), null, 2)}\n` },
    { path: 'admin/sveltia-cms.js', content: bundle },
    ...fonts,
  ];
}
