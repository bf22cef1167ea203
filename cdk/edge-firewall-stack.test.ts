import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  EdgeFirewallStack,
  edgeWebAclArnOutput,
  ipReputationRuleGroup,
  siteRateLimitPer5Minutes,
} from './edge-firewall-stack.ts';
import { edgeFirewallStackName, edgeRegion, parseStage } from './stage.ts';
import { featureFlags } from './test/fernly-test-stack.ts';
import { unacknowledgedNagFindings } from './test/nag-findings.ts';
import { asList, onlyResourceOfType, valueAt } from './test/template-query.ts';

function synth(stageName: string) {
  const app = new App({ context: featureFlags() });
  const stage = parseStage(stageName);
  const stack = new EdgeFirewallStack(app, edgeFirewallStackName(stage), { stage });
  return { app, stack, template: Template.fromStack(stack) };
}

const staging = synth('staging');
const webAcl = onlyResourceOfType(staging.template, 'AWS::WAFv2::WebACL');

describe('the edge firewall stack', () => {
  it('lives in us-east-1, where CloudFront’s web ACLs must be created', () => {
    expect(staging.stack.region).toBe(edgeRegion);
    expect(staging.stack.stackName).toBe('Fernly-staging-EdgeFirewall');
  });

  it('holds one CloudFront-scope web ACL per stage, named for it, letting through what no rule stops', () => {
    expect(webAcl.properties).toMatchObject({
      Name: 'fernly-site-staging',
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
    });
    expect(
      valueAt(onlyResourceOfType(synth('production').template, 'AWS::WAFv2::WebACL').properties, 'Name'),
    ).toBe('fernly-site');
  });

  it('answers 429 with Retry-After to an address past its limit in 5 minutes', () => {
    const rule = asList(webAcl.properties.Rules).find(
      (entry) => valueAt(entry, 'Name') === 'RateLimitPerClient',
    );
    expect(rule).toMatchObject({
      Statement: {
        RateBasedStatement: {
          Limit: siteRateLimitPer5Minutes,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
        },
      },
      Action: {
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: 'tooManyRequests',
            ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }],
          },
        },
      },
    });
  });

  it('refuses addresses on AWS’s IP reputation list, as the rule group decides', () => {
    const rule = asList(webAcl.properties.Rules).find(
      (entry) => valueAt(entry, 'Name') === 'AmazonIpReputation',
    );
    expect(rule).toMatchObject({
      OverrideAction: { None: {} },
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: ipReputationRuleGroup } },
    });
  });

  it('keeps no visitor address: metrics only, no sampled requests and no log', () => {
    const visibilityConfigs = [
      valueAt(webAcl.properties, 'VisibilityConfig'),
      ...asList(webAcl.properties.Rules).map((rule) => valueAt(rule, 'VisibilityConfig')),
    ];
    expect(visibilityConfigs).toHaveLength(3);
    for (const config of visibilityConfigs)
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: false });
    staging.template.resourceCountIs('AWS::WAFv2::LoggingConfiguration', 0);
  });

  it('names its web ACL in an output, which npm run deploy gives the main stack', () => {
    staging.template.hasOutput(edgeWebAclArnOutput, { Value: { 'Fn::GetAtt': [webAcl.logicalId, 'Arn'] } });
  });

  it('passes cdk-nag', () => {
    expect(unacknowledgedNagFindings(staging.app)).toEqual([]);
  });
});
