// What the CDK tests share to build their own stacks: cdk.json's flags, the fixture site, and a bare
// stack holding only the construct a test is about. A whole stage is never built by a test file:
// the run synthesizes each once (synthesized-stages.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { isJsonObject, toJsonValue } from '../../contract/json-value.ts';

const cdkDir = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** A path in the repository, from its root. */
export const repositoryPath = (path: string): string => cdkDir(`../${path}`);

export const fixtureSiteDir = cdkDir('test/fixtures/site');
export const fixtureSiteMetaPath = cdkDir('test/fixtures/site-meta.json');

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does. */
export function featureFlags(): Record<string, unknown> {
  const cdkJson = toJsonValue(JSON.parse(readFileSync(cdkDir('cdk.json'), 'utf8')));
  const context = isJsonObject(cdkJson) ? cdkJson.context : undefined;
  if (!isJsonObject(context)) throw new Error('cdk/cdk.json has no context');
  return context;
}

/**
 * A test app's context: the flags of cdk.json, and the handlers bundled only when a test reads the
 * bundle. Bundling is most of a synth's time; without it the templates are the same but for the
 * code's asset hash.
 */
export function testAppContext(options: { readonly bundle?: boolean } = {}): Record<string, unknown> {
  return options.bundle === true ? featureFlags() : { ...featureFlags(), [BUNDLING_STACKS]: [] };
}

/** Bundling and synthesis take ~30 s of CPU; on a shared, busy machine the wall time is longer. */
export const stackBuildTimeoutMs = 600_000;

/** A stack a test built, with the construct it is about. */
export interface TestStack {
  readonly app: App;
  readonly stack: Stack;
  readonly stackName: string;
  readonly template: Template;
}

/** `stack` synthesized, once everything is added to it. */
export function synthesizedTestStack(stack: Stack): TestStack {
  const app = stack.node.root;
  if (!App.isApp(app)) throw new Error(`${stack.stackName} is not in an app`);
  return { app, stack, stackName: stack.stackName, template: Template.fromStack(stack) };
}

/** The built site a stack serves: its `dist/site` and `dist/site-meta.json`. */
export interface TestSite {
  readonly siteDir: string;
  readonly siteMetaPath: string;
}
