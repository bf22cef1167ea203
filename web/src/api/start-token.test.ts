import { describe, expect, it } from 'vitest';
import { createContactStarter, tokenFreshForMs, tokenReadyAfterMs } from './start-token.ts';

/** A starter on a fake clock: waiting moves the clock, so no test sleeps. */
function starter(options: { failFirst?: boolean } = {}) {
  let clock = 1_000;
  let issued = 0;
  const waits: number[] = [];
  const started = createContactStarter({
    start: () => {
      issued += 1;
      if (options.failFirst === true && issued === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve(`token-${String(issued)}`);
    },
    now: () => clock,
    wait: (milliseconds) => {
      waits.push(milliseconds);
      clock += milliseconds;
      return Promise.resolve();
    },
  });
  return {
    started,
    waits,
    advance: (milliseconds: number) => {
      clock += milliseconds;
    },
    issued: () => issued,
  };
}

describe('createContactStarter', () => {
  it('waits out the minimum age for a visitor who sends at once', async () => {
    const { started, waits } = starter();
    started.prepare();
    expect(await started.takeToken()).toBe('token-1');
    expect(waits).toEqual([tokenReadyAfterMs]);
  });

  it('does not wait when the visitor took longer than the minimum age to write', async () => {
    const { started, waits, advance } = starter();
    started.prepare();
    await Promise.resolve();
    advance(60_000);
    expect(await started.takeToken()).toBe('token-1');
    expect(waits).toEqual([]);
  });

  it('waits only what is left of the minimum age', async () => {
    const { started, waits, advance } = starter();
    started.prepare();
    await Promise.resolve();
    advance(1_000);
    await started.takeToken();
    expect(waits).toEqual([tokenReadyAfterMs - 1_000]);
  });

  it('uses a token once: the next message gets a new one', async () => {
    const { started, issued } = starter();
    started.prepare();
    expect(await started.takeToken()).toBe('token-1');
    expect(await started.takeToken()).toBe('token-2');
    expect(issued()).toBe(2);
  });

  it('asks once however often the form prepares', () => {
    const { started, issued } = starter();
    started.prepare();
    started.prepare();
    expect(issued()).toBe(1);
  });

  it('replaces a token about to expire instead of sending it to be refused', async () => {
    const { started, advance } = starter();
    started.prepare();
    await Promise.resolve();
    advance(tokenFreshForMs);
    expect(await started.takeToken()).toBe('token-2');
  });

  it('asks again at send when the token could not be had while the form was shown', async () => {
    const { started } = starter({ failFirst: true });
    started.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await started.takeToken()).toBe('token-2');
  });
});
