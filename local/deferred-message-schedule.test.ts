import { describe, expect, it } from 'vitest';
import { deferredMessageRunMinute } from '../contract/service.ts';
import { untilNextRun } from './deferred-message-schedule.ts';

describe('untilNextRun', () => {
  it('waits for the schedule’s minute of this hour, or of the next once it has passed', () => {
    const minute = String(deferredMessageRunMinute).padStart(2, '0');
    expect(untilNextRun(new Date('2026-11-22T23:00:00.000Z'))).toBe(deferredMessageRunMinute * 60_000);
    expect(untilNextRun(new Date(`2026-11-22T23:${minute}:00.000Z`))).toBe(3_600_000);
    const justAfter = new Date(Date.parse(`2026-11-22T23:${minute}:00.000Z`) + 1);
    expect(untilNextRun(justAfter)).toBe(3_600_000 - 1);
    // Across midnight: the first run of a UTC day is at its schedule minute.
    expect(new Date(justAfter.getTime() + untilNextRun(justAfter)).toISOString()).toBe(
      `2026-11-23T00:${minute}:00.000Z`,
    );
  });
});
