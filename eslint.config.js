import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's layers, top to bottom; `app` is the rest of web/src (entries, router, config). */
const webLayers = ['routes', 'pages', 'sections', 'components', 'hooks', 'content', 'domain', 'api', 'app'];

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
    // helpers may reach across, to build or run what they test.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'cdk/test/**', 'tests/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // First match wins: the web app's layers before the app as a whole.
      'boundaries/elements': [
        ...webLayers
          .filter((layer) => layer !== 'app')
          .map((layer) => ({ type: layer, pattern: `web/src/${layer}`, partialMatch: false })),
        { type: 'app', pattern: 'web/src', partialMatch: false },
        { type: 'build', pattern: 'web/build', partialMatch: false },
        { type: 'media', pattern: 'web/media-src', partialMatch: false },
        ...['lambdas', 'cdk', 'edge', 'contract', 'mocks', 'tests'].map((tier) => ({
          type: tier,
          pattern: tier,
          partialMatch: false,
        })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            below('components', ['sections', 'pages', 'routes']),
            below('sections', ['pages', 'routes']),
            below('pages', ['routes']),
            below('hooks', ['components', 'sections', 'pages', 'routes']),
            below('content', ['components', 'sections', 'pages', 'routes', 'hooks', 'api']),
            below('domain', ['components', 'sections', 'pages', 'routes', 'hooks', 'api']),
            ...webLayers.map((layer) => below(layer, ['build', 'media'])),
            below('media', ['components', 'sections', 'pages', 'routes']),
            below('lambdas', ['cdk', ...webLayers, 'build', 'media', 'mocks', 'tests']),
            below('cdk', ['lambdas', ...webLayers, 'build', 'media', 'mocks', 'tests']),
            below('edge', ['cdk', 'lambdas', ...webLayers, 'build', 'media', 'mocks', 'tests']),
            below('contract', ['cdk', 'lambdas', ...webLayers, 'build', 'media', 'mocks', 'tests', 'edge']),
          ],
        },
      ],
    },
  },
  {
    // Business rules stay plain functions: no React in the domain.
    files: ['web/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-*'],
              message: 'web/src/domain holds plain functions; React belongs in hooks and components.',
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
