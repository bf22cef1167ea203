import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { siteConfig } from '../src/shared/site-config.ts';
import { contentModule } from '../vite-plugins/content-files.ts';

const bootSource = fileURLToPath(new URL('../src/boot.ts', import.meta.url));
const siteConfigSource = fileURLToPath(new URL('../src/shared/site-config.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The site configuration as a plain object, validated once by the build: the script gets the
 * values, not the parser and its schema library (as Vite's define gives the rest of the site).
 */
export const validatedSiteConfig: Plugin = {
  name: 'validated-site-config',
  setup(builder) {
    builder.onLoad({ filter: /site-config\.ts$/ }, ({ path }) =>
      path === siteConfigSource
        ? { contents: `export const siteConfig = ${JSON.stringify(siteConfig)};`, loader: 'js' }
        : undefined,
    );
  },
};

/** Content files (the cookie bar's words, the QR dialog's) as their checked data, as in the Vite build. */
export const checkedContent: Plugin = {
  name: 'checked-content',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]content[\\/].*\.yaml$/ }, async ({ path }) => {
      const file = relative(repositoryRoot, path).split('\\').join('/');
      const contents = contentModule(file, await readFile(path, 'utf8'));
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};

/**
 * web/src/boot.ts as the text of a classic inline script. Inline, because a separate file would
 * cost every page a request before its controls work; classic, because module scripts have no
 * document.currentScript to read the modules' addresses from.
 */
export async function bootScript(): Promise<string> {
  const result = await build({
    entryPoints: [bootSource],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    plugins: [validatedSiteConfig, checkedContent],
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${bootSource}`);
  return output.text.trim();
}
