// The features as dependency-cruiser draws them: leaves that pages compose, with few imports
// between them, each through a file the feature shares (featureApi in eslint.config.js), and no
// chain of features more than two deep. The lint keeps each import in line; this keeps the whole.
// Type-only imports count: a type shared is a feature shared.
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Imports from one feature's file into another's; a file imported twice over counts once. */
const maxCrossFeatureImports = 10;
/** A feature, the feature it uses, and nothing further. */
const maxFeatureDepth = 2;

interface CrossFeatureImport {
  readonly from: string;
  readonly to: string;
  readonly fromFeature: string;
  readonly toFeature: string;
}

function featureOf(path: string): string | undefined {
  return /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
}

/** The longest chain of features, in features, from `feature`. */
function depthFrom(
  feature: string,
  uses: ReadonlyMap<string, ReadonlySet<string>>,
  seen = new Set<string>(),
): number {
  if (seen.has(feature)) return Infinity;
  const next = [...(uses.get(feature) ?? [])];
  return 1 + Math.max(0, ...next.map((used) => depthFrom(used, uses, new Set([...seen, feature]))));
}

/** featureApi as the lint config exports it: each feature's shared files. */
function sharedFiles(config: unknown): Map<string, Set<string>> {
  const api: unknown =
    typeof config === 'object' && config !== null && 'featureApi' in config ? config.featureApi : null;
  if (typeof api !== 'object' || api === null) throw new Error('eslint.config.js exports no featureApi');
  return new Map(
    Object.entries(api).map(([feature, files]: [string, unknown]) => [
      feature,
      new Set(Array.isArray(files) ? files.filter((file) => typeof file === 'string') : []),
    ]),
  );
}

let imports: CrossFeatureImport[] = [];
let shared = new Map<string, Set<string>>();

beforeAll(async () => {
  // A plain JavaScript module without types, so loaded by its address.
  const lintConfig: unknown = await import(new URL('../../eslint.config.js', import.meta.url).href);
  shared = sharedFiles(lintConfig);
  const { output } = await cruise(['web/src'], {
    baseDir: repositoryRoot,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|/fixtures/' },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser gave text, not its graph');
  imports = output.modules.flatMap((module) =>
    module.dependencies.flatMap((dependency) => {
      const fromFeature = featureOf(module.source);
      const toFeature = featureOf(dependency.resolved);
      return fromFeature === undefined || toFeature === undefined || fromFeature === toFeature
        ? []
        : [{ from: module.source, to: dependency.resolved, fromFeature, toFeature }];
    }),
  );
}, 120_000);

describe('the features’ import graph', () => {
  it('is found', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it(`has at most ${maxCrossFeatureImports} imports between features`, () => {
    const listed = imports.map(({ from, to }) => `${from} -> ${to}`).join('\n');
    expect(imports.length, listed).toBeLessThanOrEqual(maxCrossFeatureImports);
  });

  it('goes between features only through the files they share', () => {
    const around = imports.filter(
      ({ to, toFeature }) =>
        shared.get(toFeature)?.has(to.slice(`web/src/features/${toFeature}/`.length)) !== true,
    );
    expect(around.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it(`chains features at most ${maxFeatureDepth} deep`, () => {
    const uses = new Map<string, Set<string>>();
    for (const { fromFeature, toFeature } of imports)
      uses.set(fromFeature, new Set([...(uses.get(fromFeature) ?? []), toFeature]));
    const deep = [...uses.keys()]
      .map((feature) => ({ feature, depth: depthFrom(feature, uses) }))
      .filter(({ depth }) => depth > maxFeatureDepth);
    expect(deep).toEqual([]);
  });
});
