import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What each feature lets the others use (web/src/features/<name>/<file>); the rest of a feature is
 * its own. Features are leaves: pages compose them (web/src/pages/), and a feature uses another
 * only for what it truly shares. A feature that shares a file uses no other feature itself, so no
 * chain of features is more than two deep. The app above (routes, pages, the page frame, the
 * entries) may use any file of any feature. Add a file here to share it.
 */
export const featureApi = {
  about: [],
  blog: [],
  consent: [],
  contact: [],
  download: [],
  faq: [],
  heka: [],
  hero: [],
  legal: [],
  // The partners' entries, for what the FAQs and the legal pages say of every partner.
  partners: ['partners.ts'],
  pricing: [],
  showcase: [],
  team: [],
  testimonials: [],
  // A call to action's click is recorded after its page's visit.
  tracking: ['visit-recorder.ts'],
};

/** The web app's parts, most specific first: the first pattern that matches a file classifies it. */
const webElements = [
  // The app: the routes, the pages they show, the page frame, and the entries, router, boot script,
  // behaviours' list and visit resolvers in web/src itself.
  { type: 'routes', pattern: 'web/src/routes' },
  { type: 'pages', pattern: 'web/src/pages' },
  { type: 'site', pattern: 'web/src/site' },
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  // Shared by every feature: UI without feature knowledge, the API client, plain rules and
  // settings, and the media files' manifest.
  { type: 'ui', pattern: 'web/src/ui' },
  { type: 'api', pattern: 'web/src/api' },
  { type: 'shared', pattern: 'web/src/shared' },
  { type: 'assets', pattern: 'web/src/assets' },
  { type: 'app', pattern: 'web/src' },
];
const app = ['routes', 'pages', 'site', 'app'];
const web = webElements.map((element) => element.type);
/** Build-time code: the pre-render, the Vite plugins, the media sources and the editor's files. */
const buildTime = ['prerender', 'vite-plugins', 'media', 'admin', 'web-config'];

/**
 * The top-level folders, top to bottom: each imports only from the rows below its own, never from
 * its own row or one above, so no two folders import each other, directly or around a loop. A row
 * is a list of groups that do not import each other; within a group (the web app's parts, the
 * build-time code) the rules of this file apply. The owners' and platform team's commands in
 * tools/ sit on top with the tests: the product never imports them (decision 0072). The pre-render
 * waits on the local stack's build gate; the local stack runs the deployed functions, which never
 * know it exists; the weekly-report and statistics jobs run the report's own SQL and code
 * (decision 0043); the report names the experiments' entries.
 */
const folderRows = [
  [['tools', 'tests']],
  [['cdk'], buildTime],
  [['local'], web],
  [['lambdas'], ['mocks']],
  [['report']],
  [['edge']],
  [['contract']],
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '.dist-staging-*/**',
      'dist.previous-*/**',
      'cdk.out/**',
      '**/cdk.out/**',
      '.data/**',
      'node_modules/**',
      '**/*.gen.*',
      'web/public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // The layers, each importing only from those below it (docs/decisions/0013). Tests and their
    // helpers may reach across, to build or run what they test; generated files are left out.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'cdk/test/**', 'tests/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        ...webElements.map((element) => ({ ...element, partialMatch: false })),
        { type: 'prerender', pattern: 'web/prerender', partialMatch: false },
        { type: 'vite-plugins', pattern: 'web/vite-plugins', partialMatch: false },
        { type: 'media', pattern: 'web/media-src', partialMatch: false },
        { type: 'admin', pattern: 'web/admin', partialMatch: false },
        // The web folder's own files (vite.config.ts).
        { type: 'web-config', pattern: 'web', partialMatch: false },
        ...['lambdas', 'local', 'report', 'tools', 'cdk', 'edge', 'contract', 'mocks', 'tests'].map(
          (folder) => ({ type: folder, pattern: folder, partialMatch: false }),
        ),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // app → features → shared: each part imports only from those after it. Within the app,
            // routes → pages → the page frame: a page is a list of sections, set in the frame by its
            // route; the frame knows the route tree only for its typed links.
            below('pages', ['routes', 'app']),
            below('site', ['routes', 'pages']),
            below('feature', app),
            below('ui', [...app, 'feature', 'api']),
            below('api', [...app, 'feature', 'ui']),
            below('shared', [...app, 'feature', 'ui', 'api', 'assets']),
            below('assets', [...app, 'feature', 'ui', 'api']),
            ...Object.entries(featureApi).map(([feature, publicFiles]) =>
              featureThroughApi(feature, publicFiles),
            ),
            ...Object.entries(featureApi)
              .filter(([, publicFiles]) => publicFiles.length > 0)
              .map(([feature]) => sharedFeatureIsLeaf(feature)),
            below('media', [...app, 'feature', 'ui', 'api', 'assets']),
            ...rowPolicies(folderRows),
            // The CDK app bundles the functions by their paths and runs none of their code: it
            // meets them only in contract/ and edge/ (decision 0013).
            below('cdk', ['lambdas', 'local', 'report', 'mocks']),
          ],
        },
      ],
    },
  },
  {
    // Rules and copy stay plain functions and data: a feature's .ts files other than its use-*.ts
    // hooks, and everything shared, import no React.
    files: ['web/src/shared/**/*.ts', 'web/src/features/**/*.ts'],
    ignores: ['web/src/features/**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-*'],
              message:
                'Plain .ts files hold rules and copy without React; React belongs in .tsx components and use-*.ts hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

/** A policy keeping `layer` from importing any of `above`. */
function below(layer, above) {
  return {
    from: { element: { type: layer } },
    disallow: { to: { element: { types: { anyOf: above } } } },
    message: `${layer} sits below ${above.join(', ')}: move the shared code down a layer instead.`,
  };
}

/** A policy per folder of `rows`: nothing from a row above its own, nor from its row's other groups. */
function rowPolicies(rows) {
  return rows.flatMap((row, index) => {
    const higher = rows.slice(0, index).flat(2);
    return row.flatMap((group) => {
      const above = [...higher, ...row.filter((other) => other !== group).flat()];
      return above.length === 0 ? [] : group.map((folder) => below(folder, above));
    });
  });
}

/** A policy letting other features use `feature` only through its `publicFiles`. */
function featureThroughApi(feature, publicFiles) {
  const allowed = publicFiles.length === 0 ? 'nothing' : publicFiles.join(', ');
  return {
    from: { element: { type: 'feature', captured: { feature: `!${feature}` } } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature },
          ...(publicFiles.length === 0 ? {} : { fileInternalPath: `!${braces(publicFiles)}` }),
        },
      },
    },
    message: `Other features may use features/${feature} only through ${allowed} (featureApi in eslint.config.js): share a file there, or move the code down to ui/ or shared/.`,
  };
}

/** A policy keeping a feature that others use from using another: chains stay two deep. */
function sharedFeatureIsLeaf(feature) {
  return {
    from: { element: { type: 'feature', captured: { feature } } },
    disallow: { to: { element: { type: 'feature', captured: { feature: `!${feature}` } } } },
    message: `Other features use features/${feature} (featureApi in eslint.config.js), so it uses no other feature: compose them in a page instead, or move the code down to ui/ or shared/.`,
  };
}

/** A glob matching any of `names`: micromatch expands braces only around two or more. */
function braces(names) {
  return names.length === 1 ? names[0] : `{${names.join(',')}}`;
}
