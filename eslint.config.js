import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The layers, each importing only from those below it (docs/decisions/0014-layers.md). Tests
    // and their helpers may reach across, to build or run what they test.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'cdk/test/**', 'tests/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...layer('web/src/components', ['web/src/sections', 'web/src/pages', 'web/src/routes']),
            ...layer('web/src/sections', ['web/src/pages', 'web/src/routes']),
            ...layer('web/src/pages', ['web/src/routes']),
            ...layer('web/src/hooks', [
              'web/src/components',
              'web/src/sections',
              'web/src/pages',
              'web/src/routes',
            ]),
            ...layer('web/src/content', [
              'web/src/components',
              'web/src/sections',
              'web/src/pages',
              'web/src/routes',
              'web/src/hooks',
              'web/src/api',
            ]),
            ...layer('web/src/domain', [
              'web/src/components',
              'web/src/sections',
              'web/src/pages',
              'web/src/routes',
              'web/src/hooks',
              'web/src/api',
            ]),
            ...layer('web/src', ['web/build', 'web/media-src']),
            ...layer('web/media-src', [
              'web/src/components',
              'web/src/sections',
              'web/src/pages',
              'web/src/routes',
            ]),
            ...layer('lambdas', ['cdk', 'web', 'mocks', 'tests']),
            ...layer('cdk', ['lambdas', 'web', 'mocks', 'tests']),
            ...layer('edge', ['cdk', 'lambdas', 'web', 'mocks', 'tests']),
            ...layer('contract', ['cdk', 'lambdas', 'web', 'mocks', 'tests', 'edge']),
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

/** Zones forbidding `target` to import from each of `forbidden`. */
function layer(target, forbidden) {
  return forbidden.map((from) => ({
    target,
    from,
    message: `${target} sits below ${from}: move the shared code down a layer instead.`,
  }));
}
