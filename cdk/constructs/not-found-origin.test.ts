// The not-found origin as it is deployed: the bundle with the build's 404 page beside it, run as
// Lambda would run it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { revalidateCacheControl } from '../../edge/cache-control.ts';
import { fixtureSiteDir, stackBuildTimeoutMs, testAppContext } from '../test/fernly-test-stack.ts';
import { onlyResourceOfType, stringAt } from '../test/template-query.ts';
import { NotFoundOrigin, notFoundReservedConcurrency } from './not-found-origin.ts';

const repositoryRoot = (path: string) => new URL(`../../${path}`, import.meta.url).pathname;
let staged: string;
let template: Template;

beforeAll(() => {
  const app = new App({ context: testAppContext({ bundle: true }) });
  const stack = new Stack(app, 'NotFoundOriginTest');
  new NotFoundOrigin(stack, 'NotFound', {
    siteDir: fixtureSiteDir,
    entry: repositoryRoot('edge/not-found-handler.ts'),
    depsLockFilePath: repositoryRoot('package-lock.json'),
  });
  template = Template.fromStack(stack);
  const lambda = onlyResourceOfType(template, 'AWS::Lambda::Function');
  const key = stringAt(lambda.properties, 'Code', 'S3Key');
  staged = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
}, stackBuildTimeoutMs);

describe('the not-found origin’s bundle', () => {
  it('carries the build’s 404 page beside the handler', () => {
    expect(readdirSync(staged).sort()).toEqual(['404.html', 'index.mjs']);
    expect(readFileSync(join(staged, '404.html'), 'utf8')).toBe(
      readFileSync(join(fixtureSiteDir, '404.html'), 'utf8'),
    );
  });

  it('answers that page with status 404, revalidated like every page', async () => {
    const bundle: unknown = await import(pathToFileURL(join(staged, 'index.mjs')).href);
    const { handler } = z.object({ handler: z.function() }).parse(bundle);
    const answer = z
      .object({ statusCode: z.number(), headers: z.record(z.string(), z.string()), body: z.string() })
      .parse(await handler());
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['Cache-Control']).toBe(revalidateCacheControl);
    expect(answer.body).toBe(readFileSync(join(fixtureSiteDir, '404.html'), 'utf8'));
  });
});

describe('the not-found origin’s share of the account', () => {
  it('reserves a few instances, so made-up addresses cannot take the API functions’ concurrency', () => {
    expect(notFoundReservedConcurrency).toBe(5);
    template.hasResourceProperties('AWS::Lambda::Function', {
      ReservedConcurrentExecutions: notFoundReservedConcurrency,
    });
  });

  it('alarms when the function was throttled', () => {
    const functionId = onlyResourceOfType(template, 'AWS::Lambda::Function').logicalId;
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
