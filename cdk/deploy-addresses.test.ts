// One source for a stage's addresses: the site built for a deploy context (as npm run deploy
// builds it) and the stack synthesized for it name the stage's domain everywhere and the
// product's example domain nowhere, and app.ts refuses a deploy it cannot ship right.
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteMeta } from '../edge/security-headers.ts';
import { buildWithGeneratedPosts, type GeneratedBuild } from '../tests/bench/generated-site.ts';
import { missingAlarmTargetMessage } from './alarm-target.ts';
import { type DeployContextKey, parseDeployContext } from './deploy-context.ts';
import { siteBuildEnvironment, siteBuildMismatch, stageSiteAddresses } from './site-build-check.ts';
import { buildTestStack, fixtureSiteMetaPath, stackBuildTimeoutMs } from './test/fernly-test-stack.ts';

const run = promisify(execFile);
const exampleDomain = 'fernly.example';

const stageContext: Record<DeployContextKey, string> = {
  domainName: 'fernly.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  senderAddress: 'no-reply@fernly.org',
  supportAddress: 'support@fernly.org',
  ownersAddress: 'owners@fernly.org',
  appOrigin: 'https://app.fernly.org',
};
const deployContext = parseDeployContext((key) => stageContext[key], 'deploy-with-domain');
const addresses = stageSiteAddresses(deployContext, undefined);

let build: GeneratedBuild | undefined;
let templateJson = '';

beforeAll(async () => {
  build = await buildWithGeneratedPosts(0, undefined, siteBuildEnvironment(addresses));
  templateJson = JSON.stringify(buildTestStack(deployContext, build).template.toJSON());
}, stackBuildTimeoutMs);

afterAll(async () => {
  await build?.remove();
});

function builtSite(): GeneratedBuild {
  if (build === undefined) throw new Error('The site was not built');
  return build;
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

  async function synthFailure(context: Record<string, string>): Promise<string> {
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
