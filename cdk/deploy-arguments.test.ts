import { describe, expect, it } from 'vitest';
import { contextArguments, withContext } from './deploy-arguments.ts';

describe('contextArguments', () => {
  it('reads -c, --context and --context= pairs, leaving other options out', () => {
    const argv = [
      '--require-approval',
      'never',
      '-c',
      'stage=staging',
      '--context',
      'senderAddress=no-reply@staging.fernly.org',
      '--context=appOrigin=https://app.fernly.org',
      '--profile',
      'deploy',
    ];
    expect(Object.fromEntries(contextArguments(argv))).toEqual({
      stage: 'staging',
      senderAddress: 'no-reply@staging.fernly.org',
      appOrigin: 'https://app.fernly.org',
    });
  });

  it('keeps everything after the first "=", and the last pair of a key', () => {
    expect(contextArguments(['-c', 'stage=a', '-c', 'stage=b']).get('stage')).toBe('b');
    expect(contextArguments(['-c', 'note=a=b']).get('note')).toBe('a=b');
    expect(contextArguments(['-c']).size).toBe(0);
  });
});

describe('withContext', () => {
  it('replaces the caller’s pairs for the keys it sets and keeps every other argument', () => {
    const argv = ['-c', 'deploy=false', '--context=siteFiles=all', '-c', 'stage=staging', '--all'];
    expect(withContext(argv, { deploy: 'true', siteFiles: 'none' })).toEqual([
      '-c',
      'stage=staging',
      '--all',
      '-c',
      'deploy=true',
      '-c',
      'siteFiles=none',
    ]);
  });
});
