import { describe, expect, it } from 'vitest';
import { parseStage } from './stage.ts';

describe('parseStage', () => {
  it('is production without a stage, under the stack name production always had', () => {
    expect(parseStage(undefined)).toEqual({
      name: 'production',
      production: true,
      stackName: 'Fernly',
      resourceSuffix: '',
    });
  });

  it('names any other stage’s stack and resources after it', () => {
    expect(parseStage('staging')).toEqual({
      name: 'staging',
      production: false,
      stackName: 'Fernly-staging',
      resourceSuffix: '-staging',
    });
    expect(parseStage('pr42').stackName).toBe('Fernly-pr42');
  });

  it('refuses names that cannot go into resource names', () => {
    for (const bad of ['Staging', 'my-stage', '1st', '', 'a'.repeat(21), 42]) {
      expect(() => parseStage(bad)).toThrow(/-c stage must be 1 to 20 lower-case letters and digits/);
    }
  });
});
