import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { parseContentFile } from '../web/vite-plugins/content-files.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A content file's checked data, read as the build reads it (web/vite-plugins/content-plugin.ts),
 * for code that runs outside Vite, such as the end-to-end tests, where `import … from '….yaml'`
 * has no loader.
 */
export function readContentFile<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const data: unknown = parseContentFile(file, schema, readFileSync(`${repositoryRoot}${file}`, 'utf8'));
  return schema.parse(data);
}
