import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isJsonObject, toJsonValue } from '../contract/json-value.ts';
import { featureFlags } from './test/fernly-test-stack.ts';

const require = createRequire(import.meta.url);

describe('cdk.json', () => {
  it('sets every feature flag the installed aws-cdk-lib recommends, at the recommended value', () => {
    const recommended = toJsonValue(
      JSON.parse(readFileSync(require.resolve('aws-cdk-lib/recommended-feature-flags.json'), 'utf8')),
    );
    expect(isJsonObject(recommended)).toBe(true);
    expect(featureFlags()).toEqual(recommended);
  });

  it('runs the app with tsx from cdk/ and writes the assembly to cdk/cdk.out', () => {
    const cdkJson = toJsonValue(JSON.parse(readFileSync(new URL('./cdk.json', import.meta.url), 'utf8')));
    expect(isJsonObject(cdkJson) ? { app: cdkJson.app, output: cdkJson.output } : undefined).toEqual({
      app: 'npx tsx app.ts',
      output: 'cdk.out',
    });
  });
});
