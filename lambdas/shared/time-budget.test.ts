import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { functionTimeoutMs } from '../../contract/service.ts';
import {
  answerReserveMs,
  attemptTimeoutMs,
  connectionTimeoutMs,
  upstreamBudget,
  upstreamBudgetMs,
  UpstreamBudgetExceeded,
  upstreamMaxAttempts,
  withinBudget,
} from './time-budget.ts';

describe('the time budget', () => {
  it('fits every attempt, and the answer after them, inside the function timeout', () => {
    expect(upstreamMaxAttempts * attemptTimeoutMs).toBeLessThan(upstreamBudgetMs);
    expect(connectionTimeoutMs).toBeLessThan(attemptTimeoutMs);
    expect(upstreamBudgetMs + answerReserveMs).toBe(functionTimeoutMs);
    expect(answerReserveMs).toBeGreaterThanOrEqual(2_000);
  });

  it('gives a call the whole budget early in the invocation and only what is left late in it', () => {
    expect(upstreamBudget(functionTimeoutMs)).toBe(upstreamBudgetMs);
    expect(upstreamBudget(functionTimeoutMs - 1_500)).toBe(upstreamBudgetMs - 1_500);
    expect(upstreamBudget(answerReserveMs - 1)).toBe(0);
  });
});

describe('withinBudget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns what a call answers in time', async () => {
    await expect(withinBudget(1_000, () => Promise.resolve('stored'))).resolves.toBe('stored');
  });

  it('rejects when the budget is spent, even for a call that ignores the signal, and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const outcome = withinBudget(1_000, (given) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    const settled = expect(outcome).rejects.toBeInstanceOf(UpstreamBudgetExceeded);
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(UpstreamBudgetExceeded);
  });

  it('passes on a call’s own failure', async () => {
    await expect(withinBudget(1_000, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
