// How long a request may take, named once (decision 0012). The function's timeout is the outer
// bound API Gateway and the local stack enforce; the upstream budget is what DynamoDB or SES may
// use of it, retries included, so that a hung service still ends in the contract's 503 with
// Retry-After, answered by the handler itself, rather than a function timeout the gateway turns
// into its own error. The function's timeout is in contract/service.ts: the CDK stack sets it too.
import { functionTimeoutMs } from '../../contract/service.ts';

/** What the upstream calls of one request may take in all, attempts and backoff included. */
export const upstreamBudgetMs = 6_000;

/**
 * Left of the function's time for the rest: a cold start's module loading (about 1 s for the
 * SDK), parsing, logging and answering. The budget never eats into it, however late a call starts.
 */
export const answerReserveMs = functionTimeoutMs - upstreamBudgetMs;

export const upstreamMaxAttempts = 3;

/** An unreachable host fails fast: a connection inside AWS's network takes milliseconds. */
export const connectionTimeoutMs = 1_000;

/**
 * Each attempt's share of the budget, less an allowance for the SDK's backoff between attempts
 * (up to 100 ms, then 200 ms, doubled for throttling). The budget's own timer still bounds the whole.
 */
export const attemptTimeoutMs = Math.floor((upstreamBudgetMs - 600) / upstreamMaxAttempts);

/** The upstream budget of a call made with `remainingMs` of the function's time left. */
export function upstreamBudget(remainingMs: number): number {
  return Math.max(0, Math.min(upstreamBudgetMs, remainingMs - answerReserveMs));
}

/** Thrown when an upstream call has used its whole budget; classified as the service being unavailable. */
export class UpstreamBudgetExceeded extends Error {
  override readonly name = 'UpstreamBudgetExceeded';

  constructor(readonly budgetMs: number) {
    super(`The upstream call did not finish within its ${budgetMs} ms budget`);
  }
}

/**
 * Runs `call` with an abort signal that fires when the budget is spent, and rejects with
 * UpstreamBudgetExceeded at that moment whether or not the call heeds the signal: the SDK
 * checks it between attempts, not during its backoff.
 */
export async function withinBudget<T>(
  budgetMs: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new UpstreamBudgetExceeded(budgetMs);
      controller.abort(error);
      reject(error);
    }, budgetMs);
  });
  try {
    return await Promise.race([call(controller.signal), spent]);
  } finally {
    clearTimeout(timer);
  }
}
