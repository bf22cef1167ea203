// What deploying one stack of a cloud assembly needs in the account, and what it makes there, read
// from the assembly as the CDK CLI reads it: the manifest (the role it assumes, CloudFormation's
// role, the bootstrap version it requires and where that is kept, the template's own upload) and
// the asset manifest (each file's bucket and publishing role, each image's repository), then the
// template (parameters read from SSM, the certificate and aliases of a distribution, the hosted
// zones of records, the topics alarms notify, the policies and OIDC providers roles name, the
// concurrency functions reserve), and what it makes (roles, policies, providers, topics, secrets,
// functions, alarms, outputs). A template the CLI sends inline (no upload) must fit
// CloudFormation's TemplateBody, or the CLI needs the bootstrap's bucket for it.
import { readFileSync } from 'node:fs';
import { AssetManifestArtifact, type CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { stringify } from 'yaml';
import { z } from 'zod';
import { isJsonObject, type JsonObject, type JsonValue, toJsonValue } from '../../contract/json-value.ts';
import { DeployedNames, partition } from './deployed-names.ts';
import type { DeployedFunction, Need, Role } from './empty-account.ts';
import { asList, valueAt } from './template-query.ts';

/** CloudFormation's largest TemplateBody, in bytes; a larger template must be uploaded to S3. */
export const inlineTemplateLimitBytes = 51_200;

/** The template as the CDK CLI sends it inline: YAML, as its own serializer writes it. */
export function inlineTemplateBytes(template: unknown): number {
  return Buffer.byteLength(stringify(template, { schema: 'yaml-1.1', lineWidth: 0 }));
}

export interface StackTarget {
  readonly account: string;
  /** Where an environment-agnostic stack goes: the region of the credentials that deploy it. */
  readonly region: string;
  /** `--parameters` given to `cdk deploy`. */
  readonly parameters: ReadonlyMap<string, string>;
}

interface StackDeployment {
  readonly stackName: string;
  readonly region: string;
  readonly needs: readonly Need[];
  readonly roles: readonly Role[];
  readonly policies: readonly string[];
  readonly oidcProviders: readonly string[];
  readonly topics: readonly string[];
  readonly secrets: readonly { readonly arn: string; readonly description: string }[];
  readonly functions: readonly DeployedFunction[];
  readonly alarms: readonly string[];
  readonly outputs: ReadonlyMap<string, string>;
  readonly reservedConcurrency: number;
}

const assetManifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({
      destinations: z.record(
        z.string(),
        z.object({ bucketName: z.string(), assumeRoleArn: z.string().optional() }),
      ),
    }),
  ),
  dockerImages: z.record(
    z.string(),
    z.object({
      destinations: z.record(
        z.string(),
        z.object({ repositoryName: z.string(), assumeRoleArn: z.string().optional() }),
      ),
    }),
  ),
});

function placeholdersFilled(text: string, account: string, region: string): string {
  return text
    .replaceAll('${AWS::Partition}', partition)
    .replaceAll('${AWS::AccountId}', account)
    .replaceAll('${AWS::Region}', region);
}

/** The needs the manifest and the asset manifests state, before the template is read. */
function manifestNeeds(stack: CloudFormationStackArtifact, account: string, region: string): Need[] {
  const filled = (text: string) => placeholdersFilled(text, account, region);
  const versionNeed = (version: number | undefined, parameter: string | undefined, why: string): Need[] =>
    version === undefined || parameter === undefined
      ? []
      : [{ kind: 'parameter', region, name: parameter, atLeast: version, why }];
  const needs: Need[] = [
    ...(stack.assumeRoleArn === undefined
      ? []
      : [{ kind: 'role' as const, arn: filled(stack.assumeRoleArn), why: 'the role cdk deploy assumes' }]),
    ...(stack.cloudFormationExecutionRoleArn === undefined
      ? []
      : [
          {
            kind: 'role' as const,
            arn: filled(stack.cloudFormationExecutionRoleArn),
            why: 'the role CloudFormation deploys the stack with',
          },
        ]),
    ...versionNeed(
      stack.requiresBootstrapStackVersion,
      stack.bootstrapStackVersionSsmParameter,
      'the bootstrap version the stack requires',
    ),
  ];
  for (const manifest of stack.dependencies.filter(AssetManifestArtifact.isAssetManifestArtifact)) {
    const assets = assetManifestSchema.parse(JSON.parse(readFileSync(manifest.file, 'utf8')));
    needs.push(
      ...versionNeed(
        manifest.requiresBootstrapStackVersion,
        manifest.bootstrapStackVersionSsmParameter,
        'the bootstrap version its assets require',
      ),
    );
    for (const [id, file] of Object.entries(assets.files)) {
      const why =
        id === templateAssetId(stack) ? 'where cdk deploy uploads the template' : 'an asset destination';
      for (const destination of Object.values(file.destinations)) {
        needs.push({ kind: 'bucket', name: filled(destination.bucketName), why });
        if (destination.assumeRoleArn !== undefined)
          needs.push({
            kind: 'role',
            arn: filled(destination.assumeRoleArn),
            why: 'the role that uploads assets',
          });
      }
    }
    for (const image of Object.values(assets.dockerImages)) {
      for (const destination of Object.values(image.destinations)) {
        needs.push({
          kind: 'repository',
          region,
          name: filled(destination.repositoryName),
          why: 'an image asset',
        });
        if (destination.assumeRoleArn !== undefined)
          needs.push({
            kind: 'role',
            arn: filled(destination.assumeRoleArn),
            why: 'the role that pushes images',
          });
      }
    }
  }
  if (
    stack.stackTemplateAssetObjectUrl === undefined &&
    inlineTemplateBytes(stack.template) > inlineTemplateLimitBytes
  )
    needs.push({ kind: 'toolkit-bucket', region, why: 'a template over CloudFormation’s inline limit' });
  return needs;
}

/** The asset the template itself is uploaded as: the object the manifest's URL names. */
function templateAssetId(stack: CloudFormationStackArtifact): string | undefined {
  return /\/([0-9a-f]{64})\.json$/.exec(stack.stackTemplateAssetObjectUrl ?? '')?.[1];
}

/** The template with each parameter given the value `cdk deploy --parameters` passes. */
function templateWithParameters(
  stack: CloudFormationStackArtifact,
  given: ReadonlyMap<string, string>,
): JsonObject {
  const template = toJsonValue(stack.template);
  if (!isJsonObject(template)) throw new Error(`${stack.stackName} has no template`);
  const declared = isJsonObject(template.Parameters) ? template.Parameters : {};
  const unknown = [...given.keys()].filter((name) => declared[name] === undefined);
  if (unknown.length > 0) throw new Error(`${stack.stackName} has no parameter ${unknown.join(', ')}`);
  const parameters = Object.fromEntries(
    Object.entries(declared).map(([name, parameter]) => {
      const value = given.get(name) ?? valueAt(parameter, 'Default');
      if (typeof value !== 'string')
        throw new Error(`${stack.stackName} is given no value for its parameter ${name}`);
      const pattern = valueAt(parameter, 'AllowedPattern');
      if (typeof pattern === 'string' && !new RegExp(pattern).test(value))
        throw new Error(`${stack.stackName}'s parameter ${name} does not match ${pattern}: ${value}`);
      return [name, { ...(isJsonObject(parameter) ? parameter : {}), Default: value }];
    }),
  );
  return { ...template, Parameters: parameters };
}

const resourcesOf = (template: JsonObject) =>
  Object.entries(isJsonObject(template.Resources) ? template.Resources : {}).flatMap(
    ([logicalId, resource]) =>
      isJsonObject(resource)
        ? [{ logicalId, type: valueAt(resource, 'Type'), properties: valueAt(resource, 'Properties') }]
        : [],
  );

/** The Federated principals of a trust policy that name a provider by ARN. */
const federatedProviders = (trust: JsonValue | undefined): string[] =>
  asList(valueAt(trust, 'Statement')).flatMap((statement) =>
    asList(valueAt(statement, 'Principal', 'Federated')).flatMap((arn) =>
      typeof arn === 'string' ? [arn] : [],
    ),
  );

/** What deploying `stack` to `target` needs and makes. */
export function stackDeployment(stack: CloudFormationStackArtifact, target: StackTarget): StackDeployment {
  const region = stack.environment.region === 'unknown-region' ? target.region : stack.environment.region;
  const template = templateWithParameters(stack, target.parameters);
  const names = new DeployedNames({ account: target.account, region, stackName: stack.stackName, template });
  const resources = resourcesOf(template);
  const text = (value: JsonValue | undefined): string => names.text(value ?? '');
  const ofType = (type: string) => resources.filter((resource) => resource.type === type);

  const needs: Need[] = [...manifestNeeds(stack, target.account, region)];
  for (const [name, parameter] of Object.entries(
    isJsonObject(template.Parameters) ? template.Parameters : {},
  )) {
    const type = valueAt(parameter, 'Type');
    if (typeof type === 'string' && type.startsWith('AWS::SSM::Parameter::Value'))
      needs.push({
        kind: 'parameter',
        region,
        name: text(valueAt(parameter, 'Default')),
        why: `the template's parameter ${name}`,
      });
  }
  for (const { properties } of ofType('AWS::CloudFront::Distribution')) {
    const certificate = valueAt(properties, 'DistributionConfig', 'ViewerCertificate', 'AcmCertificateArn');
    if (certificate !== undefined)
      needs.push({
        kind: 'certificate',
        arn: text(certificate),
        names: asList(valueAt(properties, 'DistributionConfig', 'Aliases')).map(text),
        why: 'the distribution’s certificate',
      });
  }
  for (const { properties } of [
    ...ofType('AWS::Route53::RecordSet'),
    ...ofType('AWS::Route53::RecordSetGroup'),
  ]) {
    const zone = valueAt(properties, 'HostedZoneId');
    // A name the template writes out; one another resource answers (a DKIM token's) is SES's own.
    const recordName = valueAt(properties, 'Name');
    if (zone !== undefined)
      needs.push({
        kind: 'hosted-zone',
        id: text(zone),
        ...(typeof recordName === 'string' ? { recordName: recordName.replace(/\.$/, '') } : {}),
        why: 'a DNS record of the stack',
      });
  }
  for (const { properties } of ofType('AWS::CloudWatch::Alarm')) {
    for (const action of ['AlarmActions', 'OKActions', 'InsufficientDataActions'].flatMap((key) =>
      asList(valueAt(properties, key)).map(text),
    )) {
      if (action.startsWith(`arn:${partition}:sns:`))
        needs.push({ kind: 'topic', arn: action, region, why: 'where an alarm notifies' });
    }
  }
  const roles = ofType('AWS::IAM::Role').map(({ logicalId, properties }) => {
    const boundary = valueAt(properties, 'PermissionsBoundary');
    const trust = names.resolved(valueAt(properties, 'AssumeRolePolicyDocument') ?? null);
    const name = names.nameOf(logicalId);
    for (const arn of asList(valueAt(properties, 'ManagedPolicyArns')).map(text))
      needs.push({ kind: 'policy', arn, why: `a policy of the role ${name}` });
    if (boundary !== undefined)
      needs.push({
        kind: 'policy',
        arn: text(boundary),
        why: `the permissions boundary of the role ${name}`,
      });
    for (const arn of federatedProviders(trust))
      needs.push({ kind: 'oidc-provider', arn, why: `the identity provider the role ${name} trusts` });
    return {
      name,
      arn: names.arnOf(logicalId),
      trust,
      ...(boundary === undefined ? {} : { boundary: text(boundary) }),
    };
  });
  const outputs = new Map(
    Object.entries(isJsonObject(template.Outputs) ? template.Outputs : {}).map(([key, output]) => [
      key,
      text(valueAt(output, 'Value')),
    ]),
  );
  return {
    stackName: stack.stackName,
    region,
    needs,
    roles,
    policies: ofType('AWS::IAM::ManagedPolicy').map(({ logicalId }) => names.arnOf(logicalId)),
    oidcProviders: ofType('AWS::IAM::OIDCProvider').map(({ logicalId }) => names.arnOf(logicalId)),
    topics: ofType('AWS::SNS::Topic').map(({ logicalId }) => names.arnOf(logicalId)),
    secrets: ofType('AWS::SecretsManager::Secret').map(({ logicalId, properties }) => ({
      arn: names.arnOf(logicalId),
      description: text(valueAt(properties, 'Description')),
    })),
    functions: ofType('AWS::Lambda::Function').map(({ logicalId, properties }) => {
      const variables = valueAt(properties, 'Environment', 'Variables');
      return {
        name: names.nameOf(logicalId),
        environment: new Map(
          Object.entries(isJsonObject(variables) ? variables : {}).map(([key, value]) => [key, text(value)]),
        ),
      };
    }),
    alarms: ofType('AWS::CloudWatch::Alarm').map(({ logicalId }) => names.nameOf(logicalId)),
    outputs,
    reservedConcurrency: reservedConcurrencyOf(template),
  };
}

/** What the template's functions reserve of the account's Lambda concurrency in its region. */
export function reservedConcurrencyOf(template: unknown): number {
  const json = toJsonValue(template);
  return resourcesOf(isJsonObject(json) ? json : {})
    .filter(({ type }) => type === 'AWS::Lambda::Function')
    .reduce(
      (total, { properties }) => total + Number(valueAt(properties, 'ReservedConcurrentExecutions') ?? 0),
      0,
    );
}
