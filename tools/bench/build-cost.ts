// `npm run bench:build`: how the build's time and output grow with the blog. Builds the site in
// temporary copies as it is and with 300 and 1,000 generated posts (tools/bench/generated-site.ts),
// one after the other, and prints time, output size and pages for each; the results also go to
// bench/results/. Fails when 1,000 posts take longer than the budget. `--posts 0,300` picks the sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from '../../tests/repository-copy.ts';
import { buildWithGeneratedPosts } from './generated-site.ts';

/** Issue 12: a site with 1,000 posts builds in under a minute on the project's 2-core machine. */
export const buildSecondsBudget = { posts: 1000, seconds: 60 } as const;

interface BuildCost {
  readonly posts: number;
  readonly pages: number;
  readonly seconds: number;
  readonly megabytes: number;
}

function postCounts(): number[] {
  const { values } = parseArgs({ options: { posts: { type: 'string', default: '0,300,1000' } } });
  const counts = values.posts.split(',').map((value) => Number(value.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 0))
    throw new Error(`--posts takes whole numbers separated by commas, not "${values.posts}"`);
  return counts;
}

async function main() {
  const results: BuildCost[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (const posts of postCounts()) {
    const build = await buildWithGeneratedPosts(posts);
    try {
      results.push({
        posts,
        pages: build.pageCount,
        seconds: Number(build.buildSeconds.toFixed(1)),
        megabytes: Number((build.outputBytes / 1024 / 1024).toFixed(1)),
      });
    } finally {
      await build.remove();
    }
  }
  console.log(
    `Build cost (${cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after):`,
  );
  console.log('  extra posts   pages   build time   output');
  for (const result of results) {
    console.log(
      `  ${String(result.posts).padStart(11)} ${String(result.pages).padStart(7)} ${`${result.seconds} s`.padStart(12)} ${`${result.megabytes} MB`.padStart(8)}`,
    );
  }
  const resultsDir = join(repositoryRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `build-cost-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ loadAverage: loadavg(), results }, null, 2)}\n`);
  console.log(`Wrote ${file}`);

  const budgeted = results.find((result) => result.posts === buildSecondsBudget.posts);
  if (budgeted !== undefined && budgeted.seconds > buildSecondsBudget.seconds) {
    console.error(
      `Over budget: ${budgeted.posts} posts built in ${budgeted.seconds} s, budget ${buildSecondsBudget.seconds} s`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
