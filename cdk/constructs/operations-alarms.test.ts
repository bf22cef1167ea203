// The stack-wide alarms, as production deploys them (the stage as the run synthesized it once):
// the tracking table's write throttles, the web ACL's blocks and the contact mail's reputation in
// SES.
import { beforeAll, describe, expect, it } from 'vitest';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { logicalIdOf } from '../test/stack-query.ts';
import { type StageStack, stageStack } from '../test/synthesized-stages.ts';
import { mailCeilingReachedLog, serviceName } from '../../contract/service.ts';
import { onlyResourceOfType, refTo, resourcesOfType, valueAt } from '../test/template-query.ts';
import { mailBounceRateAlarmAt, mailComplaintRateAlarmAt, wafBlocksAlarmAt } from './operations-alarms.ts';

let built: StageStack;
beforeAll(async () => {
  built = await stageStack('production');
}, stackBuildTimeoutMs);

function alarmOn(namespace: string, metricName: string) {
  const alarms = resourcesOfType(built.template, 'AWS::CloudWatch::Alarm').filter(
    ({ properties }) => properties.Namespace === namespace && properties.MetricName === metricName,
  );
  expect(alarms, `${namespace} ${metricName}`).toHaveLength(1);
  return alarms[0]?.properties;
}

describe('operations alarms', () => {
  it('alarm on any write the tracking table throttles', () => {
    const alarm = alarmOn('AWS/DynamoDB', 'WriteThrottleEvents');
    expect(alarm).toMatchObject({ Threshold: 1, Statistic: 'Sum', Period: 300 });
    expect(valueAt(alarm, 'Dimensions')).toEqual([
      { Name: 'TableName', Value: refTo(logicalIdOf(built, 'TrackingTable')) },
    ]);
  });

  it('alarm when the web ACL blocks a flood, counting every rule', () => {
    const alarm = alarmOn('AWS/WAFV2', 'BlockedRequests');
    expect(alarm).toMatchObject({ Threshold: wafBlocksAlarmAt, Statistic: 'Sum', Period: 300 });
    expect(valueAt(alarm, 'Dimensions')).toEqual(
      expect.arrayContaining([
        {
          Name: 'WebACL',
          Value: onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties.Name,
        },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
  });

  it.each([
    ['Reputation.BounceRate', mailBounceRateAlarmAt],
    ['Reputation.ComplaintRate', mailComplaintRateAlarmAt],
  ])('alarm on the contact mail’s %s before SES reviews the account', (metricName, threshold) => {
    const alarm = alarmOn('AWS/SES', metricName);
    expect(alarm).toMatchObject({ Threshold: threshold, Statistic: 'Maximum', Period: 3600 });
    expect(valueAt(alarm, 'Dimensions')).toEqual([
      {
        Name: 'ses:configuration-set',
        Value: refTo(logicalIdOf(built, 'MailConfigurationSet')),
      },
    ]);
  });

  it('alarm when the daily contact mail ceiling is reached, counted from the mail handler’s log', () => {
    const mailLogs = logicalIdOf(built, 'WebsiteApi/sendEmail/Logs');
    const [filter, ...others] = resourcesOfType(built.template, 'AWS::Logs::MetricFilter').filter(
      ({ properties }) => valueAt(properties, 'LogGroupName', 'Ref') === mailLogs,
    );
    expect(others).toEqual([]);
    expect(filter?.properties).toMatchObject({
      LogGroupName: refTo(mailLogs),
      FilterPattern: `{ $.message = "${mailCeilingReachedLog}" }`,
      MetricTransformations: [
        { MetricNamespace: serviceName, MetricName: 'ContactMailCeilingReached', MetricValue: '1' },
      ],
    });
    expect(alarmOn(serviceName, 'ContactMailCeilingReached')).toMatchObject({
      Threshold: 1,
      Statistic: 'Sum',
      Period: 300,
    });
  });

  it('never alarm on missing data', () => {
    for (const { properties } of resourcesOfType(built.template, 'AWS::CloudWatch::Alarm'))
      expect(properties.TreatMissingData).toBe('notBreaching');
  });
});
