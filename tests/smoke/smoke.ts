// `npm run smoke -- --url <site>`: a quick check of any running copy of the site, the local stack
// or a deployed stage, that changes no data it should not (one visit record marked as the smoke
// test's; no mail is sent). Every route answers, pages and assets carry the security headers, the
// API keeps its contract, partner paths work in any letter case, and the sitemap, feed and
// robots.txt are served. Prints one line per check and exits 1 if any failed (2 for bad options).
import { parseArgs } from 'node:util';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { apiBasePath, type OperationId } from '../../contract/operations.ts';
import { partners } from '../../web/src/features/partners/partners.ts';
import { notFoundMeta } from '../../web/src/site/not-found-copy.ts';
import { siteRoutes } from '../e2e/site-routes.ts';
import {
  judgeApiAnswer,
  judgeAssetHeaders,
  judgeDocumentHeaders,
  judgeFeed,
  sitemapPaths,
  type Answer,
} from './checks.ts';

export const smokeUsage = `Usage: npm run smoke -- --url <site URL> [--expect-origin <origin>]

  --url <site URL>           the running site, e.g. http://127.0.0.1:3000 or https://staging.fernly.example
  --expect-origin <origin>   the origin the sitemap's URLs must be on (a deployed stage's own);
                             without it only their paths are checked`;

class UsageError extends Error {}

interface Check {
  readonly name: string;
  readonly run: (site: URL) => Promise<string[]>;
}

async function fetchAnswer(url: URL, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'follow', ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, headers: new Map(response.headers), body: await response.text() };
}

const expectStatus = (answer: Answer, status: number, what: string): string[] =>
  answer.status === status ? [] : [`${what} answered ${answer.status}, expected ${status}`];

function postJson(site: URL, operationId: OperationId, body: unknown): Promise<Answer> {
  return fetchAnswer(new URL(`${apiBasePath}/${operationId}`, site), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The contract's own example visit, stamped now and marked as the smoke test's. */
function smokeVisitRecord() {
  const example =
    openapiDocument.paths['/saveTrackingData'].post.requestBody.content['application/json'].examples.visit
      .value;
  return {
    ...example,
    referrer: 'Direct',
    queryString: '?utm_source=smoke-test',
    userAgent: 'fernly-smoke-test (npm run smoke)',
    timestamp: new Date().toISOString(),
  };
}

function checks(expectedOrigin: string | null): Check[] {
  return [
    {
      name: 'every route of the built site answers with a page',
      run: async (site) => {
        const problems: string[] = [];
        for (const { path } of siteRoutes()) {
          const answer = await fetchAnswer(new URL(path, site));
          problems.push(...expectStatus(answer, 200, path));
          if (!answer.headers.get('content-type')?.startsWith('text/html'))
            problems.push(`${path} is not HTML`);
        }
        return problems;
      },
    },
    {
      name: 'a missing page answers 404 with the site’s own page',
      run: async (site) => {
        const answer = await fetchAnswer(new URL('/smoke-test/no-such-page', site));
        const problems = expectStatus(answer, 404, 'a missing page');
        if (!answer.body.includes(notFoundMeta.heading)) problems.push('the 404 page is not the site’s');
        return problems;
      },
    },
    {
      name: 'pages carry the security headers (A+ rules)',
      run: async (site) => judgeDocumentHeaders(await fetchAnswer(new URL('/', site))),
    },
    {
      name: 'assets carry the security headers',
      run: async (site) => {
        const home = await fetchAnswer(new URL('/', site));
        const asset = /["'](\/assets\/[^"']+\.(?:js|css|avif|webp|png|svg))["']/.exec(home.body)?.[1];
        if (asset === undefined) return ['the home page links no asset under /assets/'];
        const answer = await fetchAnswer(new URL(asset, site));
        return [...expectStatus(answer, 200, asset), ...judgeAssetHeaders(answer)];
      },
    },
    {
      name: 'the API stores a valid visit record',
      run: async (site) =>
        judgeApiAnswer('saveTrackingData', await postJson(site, 'saveTrackingData', smokeVisitRecord()), 200),
    },
    {
      name: 'the API refuses bad bodies with the contract’s error (no mail is sent)',
      run: async (site) => [
        ...judgeApiAnswer(
          'saveTrackingData',
          await postJson(site, 'saveTrackingData', { action: 'smoke' }),
          400,
        ),
        ...judgeApiAnswer('sendEmail', await postJson(site, 'sendEmail', {}), 400),
      ],
    },
    {
      // Behind CloudFront the site's error page must not stand in for the API's own errors.
      name: 'an unknown API address gets the API’s own 404 in JSON, not the site’s page',
      run: async (site) =>
        judgeApiAnswer(
          'sendEmail',
          await fetchAnswer(new URL(`${apiBasePath}/no-such-operation`, site), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
          404,
        ),
    },
    {
      name: `partner pages answer in any letter case (${partners.length} partners)`,
      run: async (site) => {
        const problems: string[] = [];
        for (const partner of partners) {
          const canonical = await fetchAnswer(new URL(partner.path, site));
          problems.push(...expectStatus(canonical, 200, partner.path));
          for (const variant of [partner.path.toLowerCase(), partner.path.toUpperCase()]) {
            const answer = await fetchAnswer(new URL(variant, site));
            problems.push(...expectStatus(answer, 200, variant));
            if (answer.body !== canonical.body)
              problems.push(`${variant} is not the page ${partner.path} serves`);
          }
        }
        return problems;
      },
    },
    {
      name: 'the sitemap lists the site’s pages, and each answers',
      run: async (site) => {
        const answer = await fetchAnswer(new URL('/sitemap.xml', site));
        const { paths, problems } = sitemapPaths(answer.body, expectedOrigin);
        problems.unshift(...expectStatus(answer, 200, '/sitemap.xml'));
        for (const path of paths)
          problems.push(...expectStatus(await fetchAnswer(new URL(path, site)), 200, path));
        return problems;
      },
    },
    {
      name: 'the Atom feed is served',
      run: async (site) => {
        const answer = await fetchAnswer(new URL('/feed.xml', site));
        return [...expectStatus(answer, 200, '/feed.xml'), ...judgeFeed(answer.body)];
      },
    },
    {
      name: 'robots.txt points at the sitemap',
      run: async (site) => {
        const answer = await fetchAnswer(new URL('/robots.txt', site));
        const problems = expectStatus(answer, 200, '/robots.txt');
        if (!/^Sitemap: \S+\/sitemap\.xml$/m.test(answer.body)) problems.push('robots.txt names no sitemap');
        return problems;
      },
    },
  ];
}

function readOptions(argv: readonly string[]): { site: URL; expectedOrigin: string | null } | 'help' {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      options: { url: { type: 'string' }, 'expect-origin': { type: 'string' }, help: { type: 'boolean' } },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.url === undefined) throw new UsageError('--url is required.');
  try {
    const site = new URL(values.url);
    const expectedOrigin =
      values['expect-origin'] === undefined ? null : new URL(values['expect-origin']).origin;
    if (!['http:', 'https:'].includes(site.protocol)) throw new Error('not http');
    return { site, expectedOrigin };
  } catch {
    throw new UsageError('--url and --expect-origin must be http(s) URLs.');
  }
}

/** Runs every check against the site; returns the process exit code. */
export async function runSmoke(argv: readonly string[], print: (line: string) => void): Promise<number> {
  let options;
  try {
    options = readOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n\n${smokeUsage}`);
    return 2;
  }
  if (options === 'help') {
    print(smokeUsage);
    return 0;
  }
  print(`Smoke test of ${options.site.href}`);
  let failed = 0;
  for (const check of checks(options.expectedOrigin)) {
    const problems = await check
      .run(options.site)
      .catch((error: unknown) => [
        `could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    if (problems.length === 0) print(`  ✓ ${check.name}`);
    else {
      failed += 1;
      print(`  ✗ ${check.name}\n      ${problems.join('\n      ')}`);
    }
  }
  print(failed === 0 ? 'Every check passed.' : `${failed} check${failed === 1 ? '' : 's'} failed.`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.exitCode = await runSmoke(process.argv.slice(2), (line) => {
    console.log(line);
  });
}
