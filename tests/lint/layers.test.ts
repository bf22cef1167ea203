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
  await boundaryFindings('web/src/features/testimonials/carousel.ts', 'export {};\n');
}, 60_000);

describe('the lint config’s layers', () => {
  it.each([
    [
      'a feature from a route',
      'web/src/features/about/about-copy.ts',
      "import { Route } from '../../routes/_site-pages/about.tsx';",
    ],
    [
      'a feature from a page',
      'web/src/features/hero/hero.tsx',
      "import { HomePage } from '../../pages/home-page.tsx';",
    ],
    [
      'a feature from the page frame',
      'web/src/features/about/about-copy.ts',
      "import { NavBar } from '../../site/nav-bar.tsx';",
    ],
    [
      'a page from the page frame',
      'web/src/site/top-bar.tsx',
      "import { homeVariants } from '../pages/home-variants.ts';",
    ],
    [
      'a feature through a file its feature keeps to itself',
      'web/src/features/hero/hero.tsx',
      "import { FounderCard } from '../team/founder-card.tsx';",
    ],
    [
      'a feature from one that shares nothing',
      'web/src/features/hero/hero.tsx',
      "import { ContactForm } from '../contact/contact-form.tsx';",
    ],
    [
      'another feature from a feature that others use (a chain three deep)',
      'web/src/features/tracking/visit-recorder.ts',
      "import { partners } from '../partners/partners.ts';",
    ],
    [
      'shared UI from a feature',
      'web/src/ui/logo.tsx',
      "import { ClipHero } from '../features/hero/hero.tsx';",
    ],
    [
      'the API client from a feature',
      'web/src/api/calls.ts',
      "import { contactCopy } from '../features/contact/contact-copy.ts';",
    ],
    [
      'shared rules from a feature',
      'web/src/shared/cookies.ts',
      "import { partners } from '../features/partners/partners.ts';",
    ],
    ['shared rules from shared UI', 'web/src/shared/anchor.ts', "import { Icon } from '../ui/icons.tsx';"],
    [
      'the media manifest from a feature',
      'web/src/assets/media.ts',
      "import { founders } from '../features/team/founders.ts';",
    ],
    [
      'app code from the Vite plugins',
      'web/src/features/blog/blog-posts.ts',
      "import { parseBlogPost } from '../../../vite-plugins/markdown-post.ts';",
    ],
    [
      'the page frame from the pre-render',
      'web/src/site/page-head.ts',
      "import { gzipBytes } from '../../prerender/sizes.ts';",
    ],
    [
      'media sources from shared UI',
      'web/media-src/palette.ts',
      "import { Logo } from '../src/ui/logo.tsx';",
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
    [
      'the owners’ commands from the handlers',
      'lambdas/weekly-report/weekly-report.ts',
      "import { formatCsv } from '../../tools/stats/format-csv.ts';",
    ],
    [
      'the owners’ commands from the CDK',
      'cdk/stage.ts',
      "import { splitArguments } from '../tools/deploy/deploy-arguments.ts';",
    ],
    [
      'the owners’ commands from the edge',
      'edge/cache-control.ts',
      "import { layOut } from '../tools/experiment/command-text.ts';",
    ],
    [
      'the owners’ commands from the local stack',
      'local/start.ts',
      "import { runExperimentCommand } from '../tools/experiment/experiment-command.ts';",
    ],
    [
      'the owners’ commands from the report core',
      'report/report.ts',
      "import { openDuckDbEngine } from '../tools/stats/duckdb-engine.ts';",
    ],
    [
      'the owners’ commands from the site',
      'web/src/shared/cookies.ts',
      "import { parseStatsOptions } from '../../../tools/stats/report-options.ts';",
    ],
    [
      'the owners’ commands from the mocks',
      'mocks/handlers.ts',
      "import { diffSummary } from '../tools/deploy/diff-summary.ts';",
    ],
    [
      'the owners’ commands from the contract',
      'contract/service.ts',
      "import { taps } from '../tools/bench/tap-stats.ts';",
    ],
    [
      'the CDK from the editor’s files',
      'web/admin/admin-files.ts',
      "import { deployWorkflowPath } from '../../cdk/deploy-access-stack.ts';",
    ],
    [
      'the local stack from the report core',
      'report/report-query.ts',
      "import { readStateFile } from '../local/state-file.ts';",
    ],
    [
      'the handlers from the report core',
      'report/report.ts',
      "import { recordCap } from '../lambdas/shared/record-cap.ts';",
    ],
    [
      'the report core from the CDK',
      'cdk/constructs/visit-statistics.ts',
      "import { reportSql } from '../../report/report-query.ts';",
    ],
    [
      'React in a feature’s rules',
      'web/src/features/testimonials/carousel.ts',
      "import { useState } from 'react';",
    ],
    ['React in shared rules', 'web/src/shared/cookies.ts', "import { useState } from 'react';"],
  ])('refuses %s', async (_what, file, code) => {
    expect(await boundaryFindings(file, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    [
      'a feature through the file another shares',
      'web/src/features/faq/faq-items.ts',
      "import { partners } from '../partners/partners.ts';",
    ],
    [
      'a page from any file of a feature',
      'web/src/pages/home-page.tsx',
      "import { FounderCard } from '../features/team/founder-card.tsx';",
    ],
    [
      'the page frame from a page',
      'web/src/pages/home-variants.ts',
      "import type { TopBarAction } from '../site/top-bar.tsx';",
    ],
    [
      'a route from any file of a feature',
      'web/src/routes/_site-pages/team-page.tsx',
      "import { FounderCard } from '../../features/team/founder-card.tsx';",
    ],
    [
      'shared UI from a feature',
      'web/src/features/hero/hero.tsx',
      "import { Icon } from '../../ui/icons.tsx';",
    ],
    [
      'React in a feature’s hook',
      'web/src/features/partners/use-partner.ts',
      "import { useState } from 'react';",
    ],
    ['the CDK from the contract', 'cdk/stage.ts', "import { serviceName } from '../contract/service.ts';"],
    [
      'the report core from the handlers',
      'lambdas/weekly-report/weekly-report.ts',
      "import { buildReport } from '../../report/report.ts';",
    ],
    [
      'the report core from the owners’ commands',
      'tools/stats/stats.ts',
      "import { buildReport } from '../../report/report.ts';",
    ],
    [
      'the CDK from the owners’ commands',
      'tools/deploy/deploy-tools.ts',
      "import { siteBuildEnvironment } from '../../cdk/site-build-check.ts';",
    ],
    [
      'the handlers from the local stack',
      'local/api-gateway.ts',
      "import { errorResponse } from '../lambdas/shared/api-response.ts';",
    ],
    [
      'the Vite plugins from a feature',
      'web/vite-plugins/markdown-post.ts',
      "import type { BlogPostMeta } from '../src/features/blog/post-shape.ts';",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await boundaryFindings(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
