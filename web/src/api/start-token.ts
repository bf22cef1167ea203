// A contact message needs a start token (decision 0017): startContact's answer, at least the
// contract's minimum age old when the message is sent, used once. The form asks for one as soon
// as it is shown, so the token ages while the visitor writes; at send, the message waits out
// whatever is left of the minimum age, so a fast typist is made to wait, never refused.
import { contactStartLimits } from '../../../contract/openapi-document.gen.ts';
import { startContact } from './calls.ts';

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
