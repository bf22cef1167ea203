// The files of /admin: a page that loads the self-hosted Sveltia CMS bundle, its fonts (no CDN),
// the configuration generated from the content schemas, and the preview's script and the site's
// own stylesheet (preview.tsx). Written by the build (web/prerender/prerender.ts).
//
// The configuration is given to the editor by hand (`CMS.init`) rather than as a file it fetches:
// Sveltia CMS 0.221.1 fetches a configuration file only from https or from localhost, 127.0.0.1
// or [::1], and `npm start` serves the editor on admin.localhost (decision 0060).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { editorPath } from '../../contract/editor-path.ts';
import { deployBranchRef } from '../../contract/deploy-branch.ts';
import { checkedContent, validatedSiteConfig } from '../prerender/boot-script.ts';
import { BuildError } from '../prerender/server-entry.ts';
import type { CmsConfig } from '@sveltia/cms';
import { cmsConfig, editorLogoPath, type EditorRepository } from './cms-config.ts';
import { previewStylePath } from './editor-names.ts';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Fernly content editor</title>
</head>
<body>
<script src="${editorPath}/config.js"></script>
<script src="${editorPath}/sveltia-cms.js"></script>
<script src="${editorPath}/preview.js"></script>
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
 * The repository editors open pull requests on when they sign in with GitHub: the one the pipeline builds
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
    rewritten = rewritten.replaceAll(cdnUrl, `${editorPath}/fonts/${fileName}`);
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

/**
 * The script that hands the editor its configuration: it asks the bundle, which runs next, not to
 * start by itself, and starts it with the configuration once the page is read.
 */
function configScript(config: CmsConfig): string {
  return `window.CMS_MANUAL_INIT = true;
window.addEventListener('DOMContentLoaded', function () {
  window.CMS.init({ config: ${JSON.stringify({ ...config, load_config_file: false }, null, 2)} });
});
`;
}

/**
 * What the editor loads to show a preview template (preview.tsx), which Sveltia CMS fetches from
 * unpkg.com: React's DOM renderer, a chunk of its own package that it first asks for beside its
 * bundle (/admin/chunks/), and Immutable.js, the entry's data type, which it only asks unpkg for. The
 * build serves both from /admin and points the bundle at the second, so /admin's policy allows
 * scripts from itself only (as for the fonts above).
 */
async function selfHostedPreviewModules(
  bundle: string,
  packageDir: string,
): Promise<{ bundle: string; modules: AdminFile[] }> {
  const immutableImport = /\b[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;
  const immutablePath = `${editorPath}/vendor/immutable.es.js`;
  const rewritten = bundle.replace(immutableImport, `import(${JSON.stringify(immutablePath)})`);
  if (rewritten === bundle)
    throw new BuildError(
      'Sveltia CMS no longer loads Immutable.js as web/admin/admin-files.ts expects: its preview templates would load it from unpkg.com',
    );
  // Sveltia CMS's own dependency, at the version its package allows.
  const sveltiaRequire = createRequire(join(packageDir, 'package.json'));
  return {
    bundle: rewritten,
    modules: [
      {
        path: 'admin/chunks/react-dom.js',
        content: await readFile(join(packageDir, 'dist/chunks/react-dom.js')),
      },
      {
        path: immutablePath.slice(1),
        content: await readFile(sveltiaRequire.resolve('immutable/dist/immutable.es.js')),
      },
    ],
  };
}

const previewSource = fileURLToPath(new URL('./preview.tsx', import.meta.url));
const jsxRuntimeSource = fileURLToPath(new URL('./editor-jsx-runtime.ts', import.meta.url));

/** The site's components render with the editor's React (editor-jsx-runtime.ts). */
const editorJsx: Plugin = {
  name: 'editor-jsx',
  setup(builder) {
    builder.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: jsxRuntimeSource }));
  },
};

/**
 * preview.tsx as a classic script. The components' own stylesheets are left out: the preview gets
 * the site's whole stylesheet, as every page inlines it.
 */
async function previewScript(): Promise<string> {
  const result = await build({
    entryPoints: [previewSource],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [editorJsx, validatedSiteConfig, checkedContent],
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new BuildError(`esbuild wrote nothing for ${previewSource}`);
  return output.text;
}

/**
 * The editor's files, for an editor served at `editorOrigin` (edge/editor-origin.ts), with the
 * site's stylesheet (`siteCss`) for its preview.
 */
export async function adminFiles(
  repository: EditorRepository,
  editorOrigin: string,
  siteCss: string,
): Promise<AdminFile[]> {
  // The package exports only its module entry; the browser bundle is in its dist folder.
  const packageDir = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');
  const { bundle: withFonts, fonts } = await selfHostedFonts(
    await readFile(join(packageDir, 'dist/sveltia-cms.js'), 'utf8'),
  );
  const { bundle, modules } = await selfHostedPreviewModules(withFonts, packageDir);
  return [
    { path: 'admin/index.html', content: page },
    { path: 'admin/config.js', content: configScript(cmsConfig(repository, editorOrigin)) },
    { path: 'admin/sveltia-cms.js', content: bundle },
    { path: 'admin/preview.js', content: await previewScript() },
    { path: previewStylePath.slice(1), content: siteCss },
    {
      path: editorLogoPath.slice(1),
      content: await readFile(new URL('../public/favicon.svg', import.meta.url)),
    },
    ...fonts,
    ...modules,
  ];
}
