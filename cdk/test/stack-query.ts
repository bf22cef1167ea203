// What the stack tests ask of a template: a construct's logical ID, the distribution's
// configuration and behaviours, and the REST API's imported body. A construct is named by the
// object itself in a stack the test built, or by its path under the stack (`Site/Distribution`)
// in a stack of a synthesized stage, whose template records each resource's path.
import { CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { PATH_METADATA_KEY } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { type JsonObject, type JsonValue, isJsonObject, toJsonValue } from '../../contract/json-value.ts';
import { asList, onlyResourceOfType, valueAt } from './template-query.ts';

/** A stack's template: built by the test (fernly-test-stack.ts) or synthesized once (synthesized-stages.ts). */
interface BuiltTemplate {
  readonly stackName: string;
  readonly template: Template;
}

/**
 * The logical ID of a construct's CloudFormation resource (its default child's): the construct,
 * or its path under the stack, e.g. `EditorSignIn/Secret` for `Fernly/EditorSignIn/Secret/Resource`.
 */
export function logicalIdOf(built: BuiltTemplate, construct: IConstruct | string): string {
  if (typeof construct === 'string') {
    const path = `${built.stackName}/${construct}`;
    const found = resourcePaths(built)
      .filter(({ resourcePath }) => resourcePath === path || resourcePath === `${path}/Resource`)
      .map(({ logicalId }) => logicalId);
    const [only, ...others] = found;
    if (only === undefined || others.length > 0)
      throw new Error(`Expected one resource at ${path}, found ${found.length}`);
    return only;
  }
  const resource = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(resource instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(resource).getLogicalId(resource);
}

/** Each resource of the template with the construct path CDK recorded for it. */
export function resourcePaths(built: BuiltTemplate): { logicalId: string; resourcePath: string }[] {
  const resources = valueAt(toJsonValue(built.template.toJSON()), 'Resources');
  return Object.entries(isJsonObject(resources) ? resources : {}).flatMap(([logicalId, resource]) => {
    const resourcePath = valueAt(resource, 'Metadata', PATH_METADATA_KEY);
    return typeof resourcePath === 'string' ? [{ logicalId, resourcePath }] : [];
  });
}

export function distributionConfig(built: BuiltTemplate): JsonObject {
  const config = onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties
    .DistributionConfig;
  if (!isJsonObject(config)) throw new Error('The distribution has no DistributionConfig');
  return config;
}

export function cacheBehavior(built: BuiltTemplate, pathPattern: string): JsonValue | undefined {
  return asList(distributionConfig(built).CacheBehaviors).find(
    (behavior) => valueAt(behavior, 'PathPattern') === pathPattern,
  );
}

export function restApiBody(built: BuiltTemplate): JsonObject {
  const body = onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi').properties.Body;
  if (!isJsonObject(body)) throw new Error('The REST API has no inline body');
  return body;
}
