import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { contentFiles, parseContentFile } from './content-files.ts';

/**
 * Turns each content/*.yaml file into a module exporting its checked data as JSON, so pages ship
 * the data and never the YAML parser or the schema. A file that breaks its schema stops the build
 * (and the dev server's page) with the file, the field and the rule.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: 'fernly:content',
    enforce: 'pre',
    async load(id) {
      const [path = ''] = id.split('?', 1);
      const file = relative(root, path).split('\\').join('/');
      const entry = contentFiles.find((content) => content.file === file);
      if (entry === undefined) return null;
      this.addWatchFile(path);
      const data = parseContentFile(file, entry.schema, await readFile(path, 'utf8'));
      return `export default ${JSON.stringify(data)};`;
    },
  };
}
