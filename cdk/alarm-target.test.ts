import { describe, expect, it } from 'vitest';
import { missingAlarmTargetMessage, parseAlarmTarget, parseDeployAlarmTargets } from './alarm-target.ts';

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

describe('parseDeployAlarmTargets', () => {
  const westTopic = 'arn:aws:sns:eu-west-2:123456789012:ops-alarms';
  const eastTopic = 'arn:aws:sns:us-east-1:123456789012:ops-alarms';

  it('gives the stage’s and the edge stacks’ targets', () => {
    expect(
      parseDeployAlarmTargets(
        reader({ alarmTopicArn: westTopic, edgeAlarmTopicArn: eastTopic }),
        'us-east-1',
      ),
    ).toEqual({ stage: { topicArn: westTopic }, edge: { topicArn: eastTopic } });
    expect(parseDeployAlarmTargets(reader({ alarmEmail: 'ops@fernly.example' }), 'us-east-1')).toEqual({
      stage: { email: 'ops@fernly.example' },
      edge: { email: 'ops@fernly.example' },
    });
  });

  it('refuses a deploy whose alarms would reach nobody', () => {
    expect(() => parseDeployAlarmTargets(reader({}), 'us-east-1')).toThrow(missingAlarmTargetMessage);
    expect(() => parseDeployAlarmTargets(reader({ edgeAlarmTopicArn: eastTopic }), 'us-east-1')).toThrow(
      missingAlarmTargetMessage,
    );
  });
});
