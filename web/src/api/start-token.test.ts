import { describe, expect, it } from 'vitest';
import { contactStartLimits } from '../../../contract/openapi-document.gen.ts';
import { ApiRequestError } from './calls.ts';
import {
  createContactStarter,
  sendWithStartToken,
  tokenFreshForMs,
  tokenReadyAfterMs,
} from './start-token.ts';

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

  it('gives a visitor who writes for an hour, past the token’s lifetime, a fresh token at send for the wait of a fast typist', async () => {
    const { started, waits, advance } = starter();
    started.prepare();
    await Promise.resolve();
    advance(60 * 60_000);
    expect(tokenFreshForMs).toBeLessThan(contactStartLimits.lifetimeSeconds * 1000);
    expect(await started.takeToken()).toBe('token-2');
    expect(waits).toEqual([tokenReadyAfterMs]);
  });

  it('asks again at send when the token could not be had while the form was shown', async () => {
    const { started } = starter({ failFirst: true });
    started.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await started.takeToken()).toBe('token-2');
  });
});

describe('sendWithStartToken', () => {
  const tokens = () => {
    let issued = 0;
    return () => {
      issued += 1;
      return Promise.resolve(`token-${String(issued)}`);
    };
  };

  it('sends again with a fresh token when the server refused the token alone, and only once', async () => {
    const sent: string[] = [];
    const refused = new ApiRequestError(400, {
      code: 'validation_failed',
      message: 'The start token cannot send a message.',
      errors: [{ field: '/startToken', message: 'was issued to another connection: start a new message' }],
    });
    const answer = await sendWithStartToken(tokens(), (token) => {
      sent.push(token);
      return sent.length === 1 ? Promise.reject(refused) : Promise.resolve({ id: 'mail-1' });
    });
    expect(answer).toEqual({ id: 'mail-1' });
    expect(sent).toEqual(['token-1', 'token-2']);

    const twice: string[] = [];
    await expect(
      sendWithStartToken(tokens(), (token) => {
        twice.push(token);
        return Promise.reject(refused);
      }),
    ).rejects.toBe(refused);
    expect(twice).toEqual(['token-1', 'token-2']);
  });

  it('does not send again for any other failure', async () => {
    for (const failure of [
      new ApiRequestError(400, {
        code: 'validation_failed',
        message: 'x',
        errors: [{ field: '/email', message: 'x' }],
      }),
      new ApiRequestError(429, { code: 'quota_exceeded', message: 'x' }),
      new ApiRequestError(503, { code: 'service_unavailable', message: 'x' }),
      new ApiRequestError(null, undefined),
    ]) {
      const sent: string[] = [];
      await expect(
        sendWithStartToken(tokens(), (token) => {
          sent.push(token);
          return Promise.reject(failure);
        }),
      ).rejects.toBe(failure);
      expect(sent).toEqual(['token-1']);
    }
  });
});
