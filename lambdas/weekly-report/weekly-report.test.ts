import { describe, expect, it } from 'vitest';
import { weekOfEvent, weeklyReportMessage } from './weekly-report.ts';

describe('the weekly report', () => {
  it('covers Monday to Sunday when EventBridge runs it on Monday', () => {
    expect(weekOfEvent({ time: '2026-11-30T06:00:00Z' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('covers the seven days ending on a day given by hand', () => {
    expect(weekOfEvent({ day: '2026-11-25' })).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(() => weekOfEvent({ day: '2026-02-30' })).toThrow(/not a day/);
    expect(() => weekOfEvent({})).toThrow(/scheduled event/);
  });

  it('goes from the stage’s sender to the owners only, as HTML with a plain-text part', () => {
    const message = weeklyReportMessage(
      { subject: 'Visit statistics, 2026-11-23 to 2026-11-29', html: '<p>12</p>', text: '12' },
      { sender: 'no-reply@fernly.example', owners: 'owners@fernly.example' },
    );
    expect(message).toEqual({
      FromEmailAddress: 'no-reply@fernly.example',
      Destination: { ToAddresses: ['owners@fernly.example'] },
      Content: {
        Simple: {
          Subject: { Data: 'Visit statistics, 2026-11-23 to 2026-11-29', Charset: 'UTF-8' },
          Body: { Html: { Data: '<p>12</p>', Charset: 'UTF-8' }, Text: { Data: '12', Charset: 'UTF-8' } },
        },
      },
    });
  });
});
