// `npm run web:generate` writes the route tree and the design-token CSS; with --check
// (`npm run web:check`, part of `npm test`) it writes nothing and fails naming each stale file.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { designTokenFiles, routeTreeFiles, writeChanged, type GeneratedFile } from './generated-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function stale(files: readonly GeneratedFile[]): Promise<string[]> {
  const paths: string[] = [];
  for (const file of files) {
    const current = await readFile(file.path, 'utf8').catch(() => null);
    if (current !== file.content) paths.push(relative(root, file.path));
  }
  return paths;
}

const files = [...(await routeTreeFiles()), ...designTokenFiles()];
if (process.argv.includes('--check')) {
  const outdated = await stale(files);
  if (outdated.length > 0) {
    console.error(`Stale generated files (run npm run web:generate):\n  - ${outdated.join('\n  - ')}`);
    process.exitCode = 1;
  } else {
    console.log(`The route tree and the design-token CSS are current.`);
  }
} else {
  const written = await writeChanged(files);
  console.log(
    written.length === 0
      ? 'Nothing to write.'
      : `Wrote ${written.map((path) => relative(root, path)).join(', ')}.`,
  );
}
