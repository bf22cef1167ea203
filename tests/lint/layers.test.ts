// The import boundaries in eslint.config.js fire: each wrong-way import below is reported, as
// lint would report it in that file, and a right-way import is not.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const boundaryRules = new Set(['boundaries/dependencies', 'no-restricted-imports']);
// Only the boundary rules, which need no type information, so no TypeScript program is built.
const eslint = new ESLint({
  cwd: repositoryRoot,
  ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The boundary rules `code` breaks when it is the content of `file`. */
async function boundaryFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}${file}` });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId !== null && boundaryRules.has(ruleId))
    .map(({ ruleId, message }) => `${ruleId ?? ''}: ${message}`);
}

// Loading the config and its plugins takes seconds on a busy machine; done once, before the cases.
beforeAll(async () => {
  await boundaryFindings('web/src/domain/carousel.ts', 'export {};\n');
}, 60_000);

describe('the lint config’s layers', () => {
  it.each([
    [
      'shared UI from a section',
      'web/src/components/logo.tsx',
      "import { Hero } from '../sections/hero.tsx';",
    ],
    [
      'a section from a page',
      'web/src/sections/hero.tsx',
      "import { TeamPage } from '../pages/team-page.tsx';",
    ],
    [
      'app code from the build',
      'web/src/content/blog.ts',
      "import { parseBlogPost } from '../../build/blog-post.ts';",
    ],
    [
      'media sources from a component',
      'web/media-src/palette.ts',
      "import { Logo } from '../src/components/logo.tsx';",
    ],
    [
      'the CDK from the handlers',
      'cdk/stage.ts',
      "import { upstreamBudgetMs } from '../lambdas/shared/time-budget.ts';",
    ],
    [
      'the handlers from the CDK',
      'lambdas/shared/time-budget.ts',
      "import { parseStage } from '../../cdk/stage.ts';",
    ],
    [
      'the contract from the edge',
      'contract/service.ts',
      "import { cacheControlFor } from '../edge/cache-control.ts';",
    ],
    [
      'the handlers from the site',
      'lambdas/send-email/contact-email.ts',
      "import { contactName } from '../../web/src/features/contact/message-from-form.ts';",
    ],
    ['React in the domain', 'web/src/domain/carousel.ts', "import { useState } from 'react';"],
  ])('refuses %s', async (_what, file, code) => {
    expect(await boundaryFindings(file, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    [
      'a component from a section',
      'web/src/sections/hero.tsx',
      "import { Icon } from '../components/icons.tsx';",
    ],
    ['the CDK from the contract', 'cdk/stage.ts', "import { serviceName } from '../contract/service.ts';"],
    [
      'the build from app content',
      'web/build/blog-post.ts',
      "import { blogCopy } from '../src/content/blog.ts';",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await boundaryFindings(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
