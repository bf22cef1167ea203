// The files the web app generates from its own sources and commits, so a reader finds them and a
// diff shows them: the route tree (TanStack Router's generator, which its Vite plugin also runs)
// and the CSS that carries TypeScript's design facts (the breakpoint and the brand colours).
// `npm run web:generate` writes them; `npm run web:check` (in `npm test`) fails when one is stale.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { brandColors } from '../src/shared/brand.ts';
import { narrowScreenMaxWidthPx } from '../src/ui/breakpoints.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** How the route tree is generated: the Vite plugin and the check use the same options. */
export const routeTreeOptions = {
  target: 'react',
  routesDirectory: join(webDir, 'src/routes'),
  generatedRouteTree: join(webDir, 'src/routeTree.gen.ts'),
  quoteStyle: 'single',
} as const;

export interface GeneratedFile {
  /** Absolute. */
  readonly path: string;
  readonly content: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS written from TypeScript: one custom media query, and one custom property per brand colour. */
export function designTokenFiles(): GeneratedFile[] {
  const header = (source: string) =>
    `/* Generated from ${source} by web/vite-plugins/generated-files.ts (npm run web:generate): edit the source. */\n`;
  const colours = Object.entries(brandColors).map(([name, value]) => `  --brand-${kebab(name)}: ${value};`);
  return [
    {
      path: join(webDir, 'src/ui/breakpoints.gen.css'),
      content: `${header('breakpoints.ts')}@custom-media --narrow-screen (max-width: ${narrowScreenMaxWidthPx}px);\n`,
    },
    {
      path: join(webDir, 'src/ui/brand-colors.gen.css'),
      content: `${header('web/src/shared/brand.ts')}:root {\n${colours.join('\n')}\n}\n`,
    },
  ];
}

/**
 * The route tree as the generator writes it from the route files today. It runs on a copy of the
 * routes, because it also rewrites a route file whose createFileRoute path no longer matches its
 * place; each such file is returned too.
 */
export async function routeTreeFiles(): Promise<GeneratedFile[]> {
  const copy = await mkdtemp(join(tmpdir(), 'fernly-routes-'));
  try {
    const routesCopy = join(copy, 'src/routes');
    await cp(routeTreeOptions.routesDirectory, routesCopy, { recursive: true });
    const treeCopy = join(copy, 'src/routeTree.gen.ts');
    const config = getConfig({
      ...routeTreeOptions,
      routesDirectory: routesCopy,
      generatedRouteTree: treeCopy,
      tmpDir: join(copy, 'tmp'),
      disableLogging: true,
    });
    await new Generator({ config, root: copy }).run();
    const files = [{ path: routeTreeOptions.generatedRouteTree, content: await readFile(treeCopy, 'utf8') }];
    for (const entry of await readdir(routesCopy, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const copied = join(entry.parentPath, entry.name);
      const original = join(routeTreeOptions.routesDirectory, relative(routesCopy, copied));
      files.push({ path: original, content: await readFile(copied, 'utf8') });
    }
    return files;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** Writes `files` where they differ from what is on disk; returns the paths it wrote. */
export async function writeChanged(files: readonly GeneratedFile[]): Promise<string[]> {
  const written: string[] = [];
  for (const file of files) {
    const current = await readFile(file.path, 'utf8').catch(() => null);
    if (current === file.content) continue;
    await writeFile(file.path, file.content);
    written.push(file.path);
  }
  return written;
}

/**
 * Writes the design-token CSS before a build or dev server starts, so an edit to the breakpoint
 * or a brand colour reaches the CSS without a separate step (the route tree has its own plugin).
 */
export function designTokensPlugin(): Plugin {
  return {
    name: 'fernly:design-tokens',
    async buildStart() {
      await writeChanged(designTokenFiles());
    },
  };
}
