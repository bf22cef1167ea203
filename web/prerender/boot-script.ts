import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const bootSource = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

/**
 * web/src/boot.ts as the text of a classic inline script. Inline, because a separate file would
 * cost every page a request before its first paint; classic, because module scripts have no
 * document.currentScript to read the entry's address from.
 */
export async function bootScript(): Promise<string> {
  const result = await build({
    entryPoints: [bootSource],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${bootSource}`);
  return output.text.trim();
}
