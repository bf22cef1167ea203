// The editor's sign-in helper as the stack deploys it (production, as the run synthesized it once):
// its secret, its function and role, and the distribution's route to it on the editor's own origin
// (decisions 0052, 0059, 0060), and that origin: an alias of the distribution whose /admin and
// sign-in paths only it serves.
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorSignInBasePath } from '../../contract/editor-sign-in-route.ts';
import { editorSignInVariables } from '../../contract/handler-environment.ts';
import { apiBasePath } from '../../contract/operations.ts';
import { stackBuildTimeoutMs, testAppContext } from '../test/fernly-test-stack.ts';
import { cacheBehavior, distributionConfig, logicalIdOf } from '../test/stack-query.ts';
import { type StageStack, stageStack } from '../test/synthesized-stages.ts';
import { asList, refTo, resourcesOfType, valueAt } from '../test/template-query.ts';
import { editorSignInSecretOutput, editorUrlOutput } from '../fernly-stack.ts';
import { loadCloudFrontFunction, viewerRequestEvent } from '../../edge/cloudfront-function-sandbox.ts';
import { editorViewerRequestFunctionPath } from '../../edge/editor-origin.ts';
import { adminContentSecurityPolicy, adminPathPattern } from '../../edge/security-headers.ts';
import { EditorSignIn, editorSignInReservedConcurrency } from './editor-sign-in.ts';

const repositoryRoot = (path: string) => new URL(`../../${path}`, import.meta.url).pathname;
const managedCachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const managedAllViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const signInPattern = `${editorSignInBasePath}/*`;

let built: StageStack;
beforeAll(async () => {
  built = await stageStack('production');
}, stackBuildTimeoutMs);

function signInFunction(template: Template) {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').filter(({ properties }) =>
    JSON.stringify(properties.Environment ?? {}).includes(editorSignInVariables.secretArn),
  );
  const [only] = found;
  if (found.length !== 1 || only === undefined) throw new Error('No single sign-in function');
  return only;
}

describe('the sign-in secret', () => {
  it('is created with a random value that is no app, and says to put a GitHub App’s credentials in it', () => {
    const secretId = logicalIdOf(built, 'EditorSignIn/OAuthApp');
    const [secret] = resourcesOfType(built.template, 'AWS::SecretsManager::Secret').filter(
      ({ logicalId }) => logicalId === secretId,
    );
    expect(secret?.properties.SecretString).toBeUndefined();
    expect(secret?.properties.GenerateSecretString).toEqual({});
    expect(secret?.properties.Description).toContain('{"clientId":');
    expect(secret?.properties.Description).toContain('GitHub App');
    expect(secret?.properties.Description).toContain('docs/deploying.md');
    expect(secret?.resource.DeletionPolicy).toBe('Retain');
  });

  it('is named in an output, where the platform team finds it', () => {
    built.template.hasOutput(editorSignInSecretOutput, {
      Value: refTo(logicalIdOf(built, 'EditorSignIn/OAuthApp')),
    });
  });
});

describe('the sign-in function', () => {
  it('runs on Node 22 with a small reserved concurrency', () => {
    const { properties } = signInFunction(built.template);
    expect(properties.Runtime).toBe('nodejs22.x');
    expect(properties.ReservedConcurrentExecutions).toBe(editorSignInReservedConcurrency);
    expect(editorSignInReservedConcurrency).toBeLessThanOrEqual(2);
  });

  it('knows its secret by ARN, the editor’s origin and the one repository a token may reach', () => {
    const variables = valueAt(signInFunction(built.template).properties, 'Environment', 'Variables');
    expect(valueAt(variables, editorSignInVariables.secretArn)).toEqual(
      refTo(logicalIdOf(built, 'EditorSignIn/OAuthApp')),
    );
    expect(valueAt(variables, editorSignInVariables.editorOrigin)).toBe('https://admin.fernly.example');
    // The build's own (cdk/test/fixtures/site-meta.json), which the editor's configuration names.
    expect(valueAt(variables, editorSignInVariables.repository)).toBe('fernly/website');
  });

  it('may read that one secret’s value and nothing else of Secrets Manager', () => {
    const roleId = logicalIdOf(built, 'EditorSignIn/Handler/Role');
    const policies = resourcesOfType(built.template, 'AWS::IAM::Policy').filter(({ properties }) =>
      JSON.stringify(properties.Roles).includes(roleId),
    );
    const statements = policies.flatMap(({ properties }) =>
      asList(valueAt(properties, 'PolicyDocument', 'Statement')),
    );
    const secretStatements = statements.filter((statement) =>
      JSON.stringify(valueAt(statement, 'Action')).includes('secretsmanager:'),
    );
    expect(secretStatements).toEqual([
      {
        Effect: 'Allow',
        Action: 'secretsmanager:GetSecretValue',
        Resource: refTo(logicalIdOf(built, 'EditorSignIn/OAuthApp')),
      },
    ]);
  });

  it('is called only by this distribution, signed, through its URL', () => {
    const urlId = logicalIdOf(built, 'EditorSignIn/Handler/Function/FunctionUrl');
    const [url] = resourcesOfType(built.template, 'AWS::Lambda::Url').filter(
      ({ logicalId }) => logicalId === urlId,
    );
    expect(url?.properties.AuthType).toBe('AWS_IAM');
    const permissions = resourcesOfType(built.template, 'AWS::Lambda::Permission').filter(({ properties }) =>
      JSON.stringify(properties.FunctionName).includes(urlId),
    );
    expect(permissions.length).toBeGreaterThan(0);
    for (const { properties } of permissions) {
      expect(properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(properties.SourceArn)).toContain(logicalIdOf(built, 'Site/Distribution'));
    }
  });
});

describe(`the distribution’s ${signInPattern} behaviour`, () => {
  it('comes before the API’s, which would match the same paths', () => {
    const patterns = asList(distributionConfig(built).CacheBehaviors).map((behavior) =>
      valueAt(behavior, 'PathPattern'),
    );
    expect(patterns.indexOf(signInPattern)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(signInPattern)).toBeLessThan(patterns.indexOf(`${apiBasePath}/*`));
  });

  it('sends GET and HEAD only, uncached, with query and cookies but not Host, to the function URL, over HTTPS', () => {
    const behavior = cacheBehavior(built, signInPattern);
    expect(valueAt(behavior, 'AllowedMethods')).toEqual(['GET', 'HEAD']);
    expect(valueAt(behavior, 'ViewerProtocolPolicy')).toBe('https-only');
    expect(valueAt(behavior, 'CachePolicyId')).toBe(managedCachingDisabled);
    expect(valueAt(behavior, 'OriginRequestPolicyId')).toBe(managedAllViewerExceptHostHeader);
    const origin = asList(distributionConfig(built).Origins).find(
      (candidate) => valueAt(candidate, 'Id') === valueAt(behavior, 'TargetOriginId'),
    );
    expect(JSON.stringify(valueAt(origin, 'DomainName'))).toContain(
      logicalIdOf(built, 'EditorSignIn/Handler/Function/FunctionUrl'),
    );
    expect(valueAt(origin, 'OriginAccessControlId')).toBeDefined();
  });

  it('adds only the asset headers, leaving the page’s own CSP and referrer policy to the function', () => {
    const behavior = cacheBehavior(built, signInPattern);
    expect(valueAt(behavior, 'ResponseHeadersPolicyId')).toEqual({
      Ref: logicalIdOf(built, 'Site/AssetHeaders'),
    });
  });
});

describe('a stage without an editor’s origin', () => {
  it('deploys the helper without it, and removes the secret with a disposable stage', () => {
    const app = new App({ context: testAppContext() });
    const stack = new Stack(app, 'EditorSignInTest');
    new EditorSignIn(stack, 'EditorSignIn', {
      entry: repositoryRoot('lambdas/editor-sign-in/function-url-handler.ts'),
      depsLockFilePath: repositoryRoot('package-lock.json'),
      editorOrigin: undefined,
      repository: undefined,
      keepSecretOnDelete: false,
    });
    const template = Template.fromStack(stack);
    const variables = valueAt(signInFunction(template).properties, 'Environment', 'Variables');
    expect(valueAt(variables, editorSignInVariables.editorOrigin)).toBeUndefined();
    expect(valueAt(variables, editorSignInVariables.repository)).toBeUndefined();
    const [secret] = resourcesOfType(template, 'AWS::SecretsManager::Secret');
    expect(secret?.resource.DeletionPolicy).toBe('Delete');
  });
});

/** The editor's function as the template deploys it, run as CloudFront runs it. */
function deployedEditorFunction(stack: StageStack) {
  const fn = resourcesOfType(stack.template, 'AWS::CloudFront::Function').find(
    ({ logicalId }) => logicalId === logicalIdOf(stack, 'Site/EditorRequest'),
  );
  const code = fn?.properties.FunctionCode;
  if (typeof code !== 'string') throw new Error('No editor function in the template');
  return { fn, run: loadCloudFrontFunction(editorViewerRequestFunctionPath, { source: code }) };
}

describe('the editor’s own origin', () => {
  it('is an alias of the distribution whose /admin and sign-in behaviours run the editor’s function', () => {
    expect(valueAt(distributionConfig(built), 'Aliases')).toEqual(['fernly.example', 'admin.fernly.example']);
    const { fn } = deployedEditorFunction(built);
    const association = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn?.logicalId, 'FunctionARN'] } },
    ];
    expect(valueAt(cacheBehavior(built, adminPathPattern), 'FunctionAssociations')).toEqual(association);
    expect(valueAt(cacheBehavior(built, signInPattern), 'FunctionAssociations')).toEqual(association);
    expect(valueAt(distributionConfig(built), 'DefaultCacheBehavior', 'FunctionAssociations')).not.toEqual(
      association,
    );
    expect(fn?.properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  it('serves the editor on admin.<domain> and sends the site’s host there', () => {
    const { run } = deployedEditorFunction(built);
    expect(run(viewerRequestEvent('GET', '/admin/', 'admin.fernly.example'))).toMatchObject({
      uri: '/admin/index.html',
    });
    expect(run(viewerRequestEvent('GET', '/admin/', 'fernly.example'))).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: 'https://admin.fernly.example/admin/' } },
    });
  });

  it('gives /admin the editor’s policy and the site its own, without GitHub in it', () => {
    const policyOf = (id: unknown) =>
      resourcesOfType(built.template, 'AWS::CloudFront::ResponseHeadersPolicy').find(
        ({ logicalId }) => JSON.stringify(id) === JSON.stringify({ Ref: logicalId }),
      )?.properties;
    const cspOf = (id: unknown) =>
      valueAt(
        policyOf(id),
        'ResponseHeadersPolicyConfig',
        'SecurityHeadersConfig',
        'ContentSecurityPolicy',
        'ContentSecurityPolicy',
      );
    expect(cspOf(valueAt(cacheBehavior(built, adminPathPattern), 'ResponseHeadersPolicyId'))).toBe(
      adminContentSecurityPolicy,
    );
    const siteCsp = cspOf(
      valueAt(distributionConfig(built), 'DefaultCacheBehavior', 'ResponseHeadersPolicyId'),
    );
    expect(siteCsp).toContain("default-src 'none'");
    expect(siteCsp).not.toContain('github');
  });

  it('is named in an output, where the runbook finds it', () => {
    built.template.hasOutput(editorUrlOutput, { Value: 'https://admin.fernly.example/admin/' });
  });
});
