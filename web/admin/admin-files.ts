// The files of /admin: a page that loads the self-hosted Sveltia CMS bundle (no CDN) and the
// configuration generated from the content schemas. Written by the build (web/prerender/prerender.ts).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { deployBranchRef } from '../../cdk/deploy-access-stack.ts';
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

export async function adminFiles(
  repository: EditorRepository,
  siteOrigin: string,
): Promise<{ path: string; content: string }[]> {
  // The package exports only its module entry; the browser bundle is in its dist folder.
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms');
  const bundle = join(dirname(entry), '../dist/sveltia-cms.js');
  return [
    { path: 'admin/index.html', content: page },
    { path: 'admin/config.json', content: `${JSON.stringify(cmsConfig(repository, siteOrigin), null, 2)}\n` },
    { path: 'admin/sveltia-cms.js', content: await readFile(bundle, 'utf8') },
  ];
}
