// One source for a stage's addresses: the site built for a deploy context (as npm run deploy
// builds it) and the stack synthesized for it name the stage's domain everywhere and the
// product's example domain nowhere, and app.ts refuses a deploy it cannot ship right. The site and
// the stack are staging's, as the run built and synthesized them once (cdk/test/synthesize-stages.ts).
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSiteMeta } from '../edge/security-headers.ts';
import { missingAlarmTargetMessage } from './alarm-target.ts';
import { type DeployContextKey, deployContextKeys, parseDeployContext } from './deploy-context.ts';
import { type SiteAddresses, siteBuildMismatch, stageSiteAddresses } from './site-build-check.ts';
import { fixtureSiteMetaPath, stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { synthesizedStage } from './test/synthesized-stages.ts';

const run = promisify(execFile);
const exampleDomain = 'fernly.example';

/** Staging's deploy context, as its synth job passed it. */
let stageContext: Partial<Record<DeployContextKey, string>> = {};
let addresses: SiteAddresses;
let site = { siteDir: '', siteMetaPath: '' };
let templateJson = '';

beforeAll(async () => {
  const staging = await synthesizedStage('staging');
  stageContext = Object.fromEntries(
    deployContextKeys.flatMap((key) => {
      const value = staging.context[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );
  addresses = stageSiteAddresses(
    parseDeployContext((key) => stageContext[key], 'deploy-with-domain'),
    undefined,
  );
  site = { siteDir: staging.context.siteDir ?? '', siteMetaPath: staging.context.siteMetaPath ?? '' };
  templateJson = JSON.stringify(staging.stack().template.toJSON());
}, stackBuildTimeoutMs);

function builtSite(): { siteDir: string; siteMetaPath: string } {
  if (site.siteDir === '') throw new Error('The site was not built');
  return site;
}

describe('a deploy for fernly.org', () => {
  it('builds a site that says it was built for the stage’s addresses', () => {
    expect(siteBuildMismatch(readSiteMeta(builtSite().siteMetaPath), addresses)).toBeUndefined();
  });

  it('names the stage’s domain, never the example domain, in any file of the site', async () => {
    const { siteDir } = builtSite();
    const entries = await readdir(siteDir, { withFileTypes: true, recursive: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const naming: string[] = [];
    for (const file of files) {
      if ((await readFile(file)).includes(exampleDomain)) naming.push(file.slice(siteDir.length));
    }
    expect(naming).toEqual([]);
    const sitemap = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fernly.org/</loc>');
    const home = await readFile(join(siteDir, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://fernly.org/"');
  });

  it('synthesizes a stack that names the stage’s domain and never the example domain', () => {
    expect(templateJson).toContain('fernly.org');
    expect(templateJson).not.toContain(exampleDomain);
  });
});

describe('app.ts, deploying', () => {
  const appPath = fileURLToPath(new URL('app.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

  async function synthFailure(context: Readonly<Record<string, string | undefined>>): Promise<string> {
    try {
      await run(tsx, [appPath], {
        env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ deploy: 'true', ...context }) },
      });
    } catch (error) {
      return error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    }
    throw new Error('app.ts synthesized a deploy it should have refused');
  }

  it('refuses production without a domain', async () => {
    const { senderAddress, supportAddress, appOrigin } = stageContext;
    const message = await synthFailure({ stage: 'production', senderAddress, supportAddress, appOrigin });
    expect(message).toMatch(/domainName is missing/);
    expect(message).toMatch(/Production goes out on its own domain/);
  });

  it('refuses a deploy whose alarms would reach nobody', async () => {
    const message = await synthFailure({ ...stageContext, siteMetaPath: builtSite().siteMetaPath });
    expect(message).toContain(missingAlarmTargetMessage);
  });

  it('refuses a site not built for the stage’s addresses', async () => {
    const message = await synthFailure({
      ...stageContext,
      alarmEmail: 'ops@fernly.org',
      siteMetaPath: fixtureSiteMetaPath,
    });
    expect(message).toMatch(/does not say which addresses it was built for/);
  });
});
