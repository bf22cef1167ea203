import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { contentFiles, contentModule } from './content-files.ts';

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
      if (!contentFiles.some((content) => content.file === file)) return null;
      this.addWatchFile(path);
      return contentModule(file, await readFile(path, 'utf8')) ?? null;
    },
  };
}
