import { describe, expect, it } from 'vitest';
import { contextPairs, splitArguments } from './deploy-arguments.ts';

describe('splitArguments', () => {
  it('reads -c, --context and --context= pairs, and keeps the other options in order', () => {
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
    const { context, options } = splitArguments(argv);
    expect(Object.fromEntries(context)).toEqual({
      stage: 'staging',
      senderAddress: 'no-reply@staging.fernly.org',
      appOrigin: 'https://app.fernly.org',
    });
    expect(options).toEqual(['--require-approval', 'never', '--profile', 'deploy']);
  });

  it('keeps everything after the first "=", and the last pair of a key', () => {
    expect(splitArguments(['-c', 'stage=a', '-c', 'stage=b']).context.get('stage')).toBe('b');
    expect(splitArguments(['-c', 'note=a=b']).context.get('note')).toBe('a=b');
    expect(splitArguments(['-c']).context.size).toBe(0);
    expect(splitArguments(['-c', 'stage=']).context.get('stage')).toBe('');
  });
});

describe('contextPairs', () => {
  it('writes each pair as -c key=value, leaving out the empty ones', () => {
    expect(
      contextPairs(
        new Map([
          ['stage', 'staging'],
          ['domainName', ''],
          ['deploy', 'true'],
        ]),
      ),
    ).toEqual(['-c', 'stage=staging', '-c', 'deploy=true']);
  });
});
