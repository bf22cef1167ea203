// The top-level folders as dependency-cruiser draws them: no two import each other, directly or
// around a loop, so the owners' commands in tools/ depend on the product and never the reverse
// (decision 0072). The lint keeps each import in line (folderRows in eslint.config.js); this keeps
// the whole. Tests are left out, as the lint leaves them out: they may reach across to build or
// run what they test. Type-only imports count: a type shared is a direction taken.
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const sourceFolders = ['web', 'edge', 'contract', 'lambdas', 'report', 'cdk', 'local', 'mocks', 'tools'];

/** One import between two top-level folders, as the first file and the one it imports. */
interface FolderImport {
  readonly from: string;
  readonly to: string;
}

const folderOf = (path: string) => path.split('/')[0] ?? path;

type FolderEdges = ReadonlyMap<string, ReadonlyMap<string, FolderImport>>;

/** Which folders each folder imports, each with the first import seen that does it. */
function folderEdges(imports: readonly FolderImport[]): FolderEdges {
  const edges = new Map<string, Map<string, FolderImport>>();
  for (const link of imports) {
    const [from, to] = [folderOf(link.from), folderOf(link.to)];
    const out = edges.get(from) ?? new Map<string, FolderImport>();
    if (from !== to && !out.has(to)) out.set(to, link);
    edges.set(from, out);
  }
  return edges;
}

/** The sets of two or more folders that all reach each other (Tarjan's strongly connected components). */
function loopedFolders(edges: FolderEdges): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (folder: string) => {
    const own = order.size;
    order.set(folder, own);
    lowest.set(folder, own);
    stack.push(folder);
    for (const to of edges.get(folder)?.keys() ?? []) {
      if (!order.has(to)) visit(to);
      if (stack.includes(to)) lowest.set(folder, Math.min(lowest.get(folder) ?? own, lowest.get(to) ?? own));
    }
    if (lowest.get(folder) !== own) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length > 1) components.push(component);
  };
  for (const folder of [...edges.keys()].sort()) if (!order.has(folder)) visit(folder);
  return components;
}

/** The shortest way round from `first` back to it through `within`, both ends included. */
function shortestRound(first: string, within: ReadonlySet<string>, edges: FolderEdges): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [first];
  for (let folder = queue.shift(); folder !== undefined && !cameFrom.has(first); folder = queue.shift())
    for (const to of edges.get(folder)?.keys() ?? [])
      if (within.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, folder);
        queue.push(to);
      }
  const round = [first];
  for (
    let folder = cameFrom.get(first);
    folder !== undefined && folder !== first;
    folder = cameFrom.get(folder)
  )
    round.unshift(folder);
  return [first, ...round];
}

/** Each loop between folders: its folders in order back to the first, and an import for each step. */
function folderLoops(imports: readonly FolderImport[]): string[] {
  const edges = folderEdges(imports);
  return loopedFolders(edges).map((component) => {
    const round = shortestRound([...component].sort()[0] ?? '', new Set(component), edges);
    const steps = round.slice(1).map((to, step) => {
      const link = edges.get(round[step] ?? '')?.get(to);
      return link === undefined ? '' : `${link.from} -> ${link.to}`;
    });
    return `${round.join(' -> ')} (${steps.join('; ')})`;
  });
}

let imports: FolderImport[] = [];

beforeAll(async () => {
  const { output } = await cruise(sourceFolders, {
    baseDir: repositoryRoot,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out)/|\\.(test|spec)\\.tsx?$|^cdk/test/|/fixtures/' },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser gave text, not its graph');
  imports = output.modules.flatMap((module) =>
    module.dependencies
      .filter(
        (dependency) =>
          sourceFolders.includes(folderOf(dependency.resolved)) &&
          folderOf(dependency.resolved) !== folderOf(module.source),
      )
      .map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
}, 120_000);

describe('a loop between folders', () => {
  it('is named with the import that makes each step', () => {
    expect(
      folderLoops([
        { from: 'lambdas/weekly-report/weekly-report.ts', to: 'stats/report.ts' },
        { from: 'stats/local-table.ts', to: 'local/state-file.ts' },
        { from: 'stats/report.ts', to: 'contract/service.ts' },
        { from: 'local/api-gateway.ts', to: 'lambdas/shared/api-response.ts' },
        { from: 'local/start.ts', to: 'edge/experiments/store.ts' },
      ]),
    ).toEqual([
      'lambdas -> stats -> local -> lambdas (lambdas/weekly-report/weekly-report.ts -> stats/report.ts; stats/local-table.ts -> local/state-file.ts; local/api-gateway.ts -> lambdas/shared/api-response.ts)',
    ]);
  });

  it('is not seen where the imports point one way', () => {
    expect(
      folderLoops([
        { from: 'tools/stats/stats.ts', to: 'report/report.ts' },
        { from: 'lambdas/weekly-report/weekly-report.ts', to: 'report/report.ts' },
        { from: 'report/report.ts', to: 'contract/service.ts' },
      ]),
    ).toEqual([]);
  });
});

describe('the top-level folders’ import graph', () => {
  it('is found', () => {
    const pairs = new Set(imports.map(({ from, to }) => `${folderOf(from)} -> ${folderOf(to)}`));
    expect(pairs).toContain('tools -> report');
    expect(pairs).toContain('lambdas -> report');
  });

  it('has no loop between folders', () => {
    expect(folderLoops(imports)).toEqual([]);
  });
});
