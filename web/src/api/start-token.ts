// A contact message needs a start token (decisions 0017, 0029): startContact's answer, at least
// the contract's minimum age old when the message is sent, younger than its lifetime (minutes),
// from the same connection, used once. The form asks for one as soon as it is shown, so the token
// ages while the visitor writes; at send, the message waits out whatever is left of the minimum
// age, so a fast typist is made to wait, never refused. A slow writer's token is replaced before
// it expires, and one the server refuses anyway (a device asleep past the lifetime, which its
// monotonic clock may not count, or a phone that moved from Wi-Fi to mobile data) is replaced once
// and the message sent again, so no one loses what they wrote.
import { contactStartLimits } from '../../../contract/openapi-document.gen.ts';
import { ApiRequestError, startContact } from './calls.ts';

/** Past the minimum age, for the server's clock and ours (the token was issued before it arrived). */
const marginMs = 250;
export const tokenReadyAfterMs = contactStartLimits.minimumAgeSeconds * 1000 + marginMs;
/** A token this old is replaced before sending rather than refused as expired. */
export const tokenFreshForMs = contactStartLimits.lifetimeSeconds * 1000 - 60_000;

export interface ContactStartDependencies {
  /** Asks startContact for a token. */
  readonly start: () => Promise<string>;
  /** A monotonic clock in milliseconds (performance.now), unaffected by the device's clock changes. */
  readonly now: () => number;
  readonly wait: (milliseconds: number) => Promise<void>;
}

export interface ContactStarter {
  /** Asks for a token now, if none is held or on its way. */
  readonly prepare: () => void;
  /** A token for one send, once it is old enough; the next send gets another. */
  readonly takeToken: () => Promise<string>;
}

interface HeldToken {
  readonly token: string;
  readonly receivedAt: number;
}

export function createContactStarter(dependencies: ContactStartDependencies): ContactStarter {
  let held: Promise<HeldToken> | undefined;
  const request = (): Promise<HeldToken> => {
    const requested = dependencies.start().then((token) => ({ token, receivedAt: dependencies.now() }));
    held = requested;
    // A failed request is forgotten, so the next take asks again instead of failing forever.
    requested.catch(() => {
      if (held === requested) held = undefined;
    });
    return requested;
  };
  return {
    prepare: () => {
      if (held === undefined) request().catch(() => undefined);
    },
    takeToken: async () => {
      let start = await (held ?? request());
      if (dependencies.now() - start.receivedAt >= tokenFreshForMs) start = await request();
      held = undefined;
      const remaining = start.receivedAt + tokenReadyAfterMs - dependencies.now();
      if (remaining > 0) await dependencies.wait(remaining);
      return start.token;
    },
  };
}

const startTokenField = '/startToken';

/** Whether the API refused a message for its start token alone (400 naming /startToken). */
function isStartTokenRefusal(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return false;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return false;
  return body.errors.some(
    (fieldError: unknown) =>
      typeof fieldError === 'object' &&
      fieldError !== null &&
      'field' in fieldError &&
      fieldError.field === startTokenField,
  );
}

/**
 * Sends with a token `takeToken` gives, and once more with a fresh one if the server refused the
 * token alone: nothing was sent then, so nothing is sent twice.
 */
export async function sendWithStartToken<Result>(
  takeToken: () => Promise<string>,
  send: (startToken: string) => Promise<Result>,
): Promise<Result> {
  try {
    return await send(await takeToken());
  } catch (error) {
    if (!isStartTokenRefusal(error)) throw error;
    return send(await takeToken());
  }
}

/** The form's starter in the browser: the real API, performance.now and timers. */
export function createBrowserContactStarter(): ContactStarter {
  return createContactStarter({
    start: async () => (await startContact()).id,
    now: () => performance.now(),
    wait: (milliseconds) =>
      new Promise((resolve) => {
        setTimeout(resolve, milliseconds);
      }),
  });
}
