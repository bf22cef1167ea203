import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { parseRegionalAlarmTarget, type AlarmTarget } from './alarm-target.ts';
import {
  EdgeAlarmsStack,
  distributionErrorRateThreshold,
  distributionIdParameter,
} from './edge-alarms-stack.ts';
import { edgeAlarmsStackName, edgeRegion, parseStage } from './stage.ts';
import { featureFlags } from './test/fernly-test-stack.ts';
import { unacknowledgedNagFindings } from './test/nag-findings.ts';

function synth(alarmTarget: AlarmTarget) {
  const app = new App({ context: featureFlags() });
  const stage = parseStage('staging');
  const stack = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage), { stage, alarmTarget });
  return { app, stack, template: Template.fromStack(stack) };
}

describe('the edge alarms stack', () => {
  it('lives in us-east-1, where CloudFront publishes its metrics', () => {
    const { stack } = synth(undefined);
    expect(stack.region).toBe(edgeRegion);
    expect(stack.stackName).toBe('Fernly-staging-EdgeAlarms');
  });

  it('alarms on the 5xx error rate of the distribution it is given, over two five-minute periods', () => {
    const { template } = synth(undefined);
    template.hasParameter(distributionIdParameter, { Type: 'String', AllowedPattern: '^[A-Z0-9]{1,64}$' });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: [
        { Name: 'DistributionId', Value: { Ref: distributionIdParameter } },
        { Name: 'Region', Value: 'Global' },
      ],
      Statistic: 'Average',
      Period: 300,
      EvaluationPeriods: 2,
      Threshold: distributionErrorRateThreshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('notifies a topic it creates for the address given, on alarm and on recovery', () => {
    const { template } = synth({ email: 'ops@fernly.example' });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@fernly.example',
    });
    const topicRef = { Ref: Object.keys(template.findResources('AWS::SNS::Topic'))[0] };
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [topicRef],
      OKActions: [topicRef],
    });
  });

  it('passes cdk-nag', () => {
    expect(unacknowledgedNagFindings(synth({ email: 'ops@fernly.example' }).app)).toEqual([]);
  });
});

describe('parseRegionalAlarmTarget', () => {
  const reader = (values: Record<string, string>) => (key: string) => values[key];

  it('takes a topic in us-east-1, the address, or the edge topic given for it', () => {
    const eastTopic = 'arn:aws:sns:us-east-1:123456789012:ops-alarms';
    expect(parseRegionalAlarmTarget(reader({ alarmTopicArn: eastTopic }), edgeRegion)).toEqual({
      topicArn: eastTopic,
    });
    expect(parseRegionalAlarmTarget(reader({ alarmEmail: 'ops@fernly.example' }), edgeRegion)).toEqual({
      email: 'ops@fernly.example',
    });
    expect(
      parseRegionalAlarmTarget(
        reader({ alarmTopicArn: 'arn:aws:sns:eu-west-2:123456789012:ops', edgeAlarmTopicArn: eastTopic }),
        edgeRegion,
      ),
    ).toEqual({ topicArn: eastTopic });
  });

  it('refuses a topic in another region, saying what to pass instead', () => {
    expect(() =>
      parseRegionalAlarmTarget(
        reader({ alarmTopicArn: 'arn:aws:sns:eu-west-2:123456789012:ops' }),
        edgeRegion,
      ),
    ).toThrow(/is in eu-west-2: add -c edgeAlarmTopicArn=<a topic in us-east-1>/);
  });
});
