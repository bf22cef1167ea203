// An offline synth without the deploy context: the site on the distribution's own cloudfront.net
// name, the mail identity from the default sender's domain, and no DNS records.
import { handlerVariables } from '../contract/handler-environment.ts';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAddresses, parseDeployContext } from './deploy-context.ts';
import { toJsonValue } from '../contract/json-value.ts';
import { type TestStack, buildTestStack, stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { recordedAcknowledgements, unacknowledgedNagFindings } from './test/nag-findings.ts';
import { onlyResourceOfType, resourcesOfType, valueAt } from './test/template-query.ts';
import { logicalIdOf } from './test/stack-query.ts';
import { editorUrlOutput } from './fernly-stack.ts';
import { loadCloudFrontFunction, viewerRequestEvent } from '../edge/cloudfront-function-sandbox.ts';
import { editorViewerRequestFunctionPath } from '../edge/editor-origin.ts';

let built: TestStack;
beforeAll(() => {
  built = buildTestStack(parseDeployContext(() => undefined, 'offline'));
}, stackBuildTimeoutMs);

describe('the stack without the deploy context', () => {
  it('serves the site on the default CloudFront domain and certificate', () => {
    const config = valueAt(
      onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties,
      'DistributionConfig',
    );
    expect(valueAt(config, 'Aliases')).toBeUndefined();
    expect(valueAt(config, 'ViewerCertificate')).toBeUndefined();
    expect(valueAt(config, 'HttpVersion')).toBe('http2and3');
  });

  it('serves no editor: a preview has no name for its own origin (decision 0060)', () => {
    const code = resourcesOfType(built.template, 'AWS::CloudFront::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, built.stack.site.editorViewerRequestFunction),
    )?.properties.FunctionCode;
    if (typeof code !== 'string') throw new Error('No editor function in the template');
    const editorRequest = loadCloudFrontFunction(editorViewerRequestFunctionPath, { source: code });
    expect(
      editorRequest(viewerRequestEvent('GET', '/admin/', 'd111111abcdef8.cloudfront.net')),
    ).toMatchObject({
      statusCode: 404,
    });
    built.template.resourceCountIs('AWS::CloudFront::Function', 3);
    expect(built.template.findOutputs(editorUrlOutput)).toEqual({});
  });

  it('creates no DNS records', () => {
    built.template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('still verifies the mail domain of the default sender with DKIM', () => {
    built.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'fernly.example',
      DkimAttributes: { SigningEnabled: true },
    });
    const sendEmail = resourcesOfType(built.template, 'AWS::Lambda::Function').find(({ properties }) =>
      JSON.stringify(properties.Environment).includes(handlerVariables.senderAddress),
    );
    expect(valueAt(sendEmail?.properties, 'Environment', 'Variables')).toMatchObject({
      [handlerVariables.senderAddress]: defaultAddresses.senderAddress,
      [handlerVariables.supportAddress]: defaultAddresses.supportAddress,
    });
  });

  it('gives the distribution’s own name as the site URL', () => {
    const outputs = toJsonValue(built.template.findOutputs('SiteUrl'));
    expect(JSON.stringify(valueAt(outputs, 'SiteUrl', 'Value'))).toContain('DomainName');
  });

  it('synthesizes without CDK warnings or errors', () => {
    const annotations = Annotations.fromStack(built.stack);
    annotations.hasNoWarning('*', Match.anyValue());
    annotations.hasNoError('*', Match.anyValue());
  });

  it('passes the cdk-nag AwsSolutions checks, accepting the default certificate’s TLS policy', () => {
    expect(unacknowledgedNagFindings(built.app)).toEqual([]);
    expect(recordedAcknowledgements(built.app).filter(({ id }) => id === 'AwsSolutions-CFR4')).toEqual([
      expect.objectContaining({ path: 'Fernly/Site/Distribution' }),
    ]);
  });
});
