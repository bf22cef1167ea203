// The site's firewall at CloudFront: a web ACL in front of every request, pages, assets and the
// API alike, so a flood of made-up addresses is refused at the edge before it reaches the bucket
// or the not-found function. A CloudFront web ACL must be created in us-east-1 and given to the
// distribution by ARN, while the main stack is in the stage's region, so it is a stack of its own
// (`Fernly[-<stage>]-EdgeFirewall`). npm run deploy deploys it first and passes its `WebAclArn`
// output to the main stack's `EdgeWebAclArn` parameter (decision 0021).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  metricsOnly,
  rateWindowSeconds,
  refuseUntilTheWindowEnds,
  tooManyRequestsBody,
} from './constructs/waf-rules.ts';
import { edgeRegion, type Stage } from './stage.ts';

/** The output npm run deploy reads and passes to the main stack (fernly-stack.ts). */
export const edgeWebAclArnOutput = 'WebAclArn';

/**
 * Requests per client address in any 5 minutes before CloudFront answers 429. A first visit to the
 * home page is about 15 requests and a long visit a few hundred; this leaves room for an office or
 * a mobile carrier's shared address, and the API's own tighter limit (contract-api.ts) answers its
 * callers first.
 */
export const siteRateLimitPer5Minutes = 2000;

/** AWS's list of addresses known for bots and attacks; a baseline rule group with no extra fee. */
export const ipReputationRuleGroup = 'AWSManagedRulesAmazonIpReputationList';

export interface EdgeFirewallStackProps extends StackProps {
  readonly stage: Stage;
}

export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });
    const name = `fernly-site${props.stage.resourceSuffix}`;
    // No log, unlike the API's (whose requests come from CloudFront's addresses): here every
    // record would hold the visitor's own address, and the privacy policy says firewall records keep none.
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'CLOUDFRONT',
      description: `Rate limit per client and the AWS IP reputation list, ${props.stage.name} site`,
      defaultAction: { allow: {} },
      visibilityConfig: metricsOnly(name),
      customResponseBodies: {
        [tooManyRequestsBody]: {
          contentType: 'TEXT_PLAIN',
          content: 'Too many requests from your network. Try again in a few minutes.',
        },
      },
      rules: [
        {
          name: 'AmazonIpReputation',
          priority: 0,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: ipReputationRuleGroup } },
          visibilityConfig: metricsOnly(`${name}-ip-reputation`),
        },
        {
          name: 'RateLimitPerClient',
          priority: 1,
          action: refuseUntilTheWindowEnds,
          statement: {
            rateBasedStatement: {
              limit: siteRateLimitPer5Minutes,
              evaluationWindowSec: rateWindowSeconds,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: metricsOnly(`${name}-rate-limit`),
        },
      ],
    });
    new CfnOutput(this, edgeWebAclArnOutput, {
      description: 'The web ACL the site’s distribution is created with (its EdgeWebAclArn parameter)',
      value: this.webAcl.attrArn,
    });
  }
}
