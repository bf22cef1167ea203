// An offline synth without the deploy context (the preview stage the run synthesizes): the site on
// the distribution's own cloudfront.net name, the mail identity from the default sender's domain,
// and no DNS records.
import { handlerVariables } from '../contract/handler-environment.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAddresses } from './deploy-context.ts';
import { toJsonValue } from '../contract/json-value.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { type StageStack, type SynthesizedStage, synthesizedStage } from './test/synthesized-stages.ts';
import { onlyResourceOfType, resourcesOfType, valueAt } from './test/template-query.ts';
import { logicalIdOf } from './test/stack-query.ts';
import { editorUrlOutput } from './fernly-stack.ts';
import { loadCloudFrontFunction, viewerRequestEvent } from '../edge/cloudfront-function-sandbox.ts';
import { editorViewerRequestFunctionPath } from '../edge/editor-origin.ts';

let preview: SynthesizedStage;
let built: StageStack;
beforeAll(async () => {
  preview = await synthesizedStage('preview');
  built = preview.stack();
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
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/EditorRequest'),
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
    expect(built.messages('warning')).toEqual([]);
    expect(built.messages('error')).toEqual([]);
  });

  it('passes the cdk-nag AwsSolutions checks, accepting the default certificate’s TLS policy', () => {
    expect(preview.unacknowledgedNagFindings).toEqual([]);
    expect(preview.acknowledgements.filter(({ id }) => id === 'AwsSolutions-CFR4')).toEqual([
      expect.objectContaining({ path: `${built.stackName}/Site/Distribution` }),
    ]);
  });
});
