import { describe, expect, it } from 'vitest';
import { parseAlarmTarget } from './alarm-target.ts';

const reader = (values: Record<string, unknown>) => (key: string) => values[key];

describe('parseAlarmTarget', () => {
  it('takes a topic, or an address to subscribe, or nothing', () => {
    const topicArn = 'arn:aws:sns:eu-west-2:123456789012:ops-alarms';
    expect(parseAlarmTarget(reader({ alarmTopicArn: topicArn }))).toEqual({ topicArn });
    expect(parseAlarmTarget(reader({ alarmEmail: 'ops@fernly.example' }))).toEqual({
      email: 'ops@fernly.example',
    });
    expect(parseAlarmTarget(reader({}))).toBeUndefined();
  });

  it('refuses a malformed value, or both at once', () => {
    expect(() => parseAlarmTarget(reader({ alarmTopicArn: 'ops-alarms' }))).toThrow(/SNS topic ARN/);
    expect(() => parseAlarmTarget(reader({ alarmEmail: 'ops' }))).toThrow(/email address/);
    expect(() =>
      parseAlarmTarget(
        reader({ alarmEmail: 'ops@fernly.example', alarmTopicArn: 'arn:aws:sns:eu-west-2:123456789012:x' }),
      ),
    ).toThrow(/not both/);
  });
});
