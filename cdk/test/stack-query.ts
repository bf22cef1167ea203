// What the construct tests ask of a built test stack: a construct's logical ID, the distribution's
// configuration and behaviours, and the REST API's imported body.
import { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { type JsonObject, type JsonValue, isJsonObject } from '../../contract/json-value.ts';
import type { TestStack } from './fernly-test-stack.ts';
import { asList, onlyResourceOfType, valueAt } from './template-query.ts';

export function logicalIdOf(built: TestStack, construct: IConstruct): string {
  const resource = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(resource instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return built.stack.getLogicalId(resource);
}

export function distributionConfig(built: TestStack): JsonObject {
  const config = onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties
    .DistributionConfig;
  if (!isJsonObject(config)) throw new Error('The distribution has no DistributionConfig');
  return config;
}

export function cacheBehavior(built: TestStack, pathPattern: string): JsonValue | undefined {
  return asList(distributionConfig(built).CacheBehaviors).find(
    (behavior) => valueAt(behavior, 'PathPattern') === pathPattern,
  );
}

export function restApiBody(built: TestStack): JsonObject {
  const body = onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi').properties.Body;
  if (!isJsonObject(body)) throw new Error('The REST API has no inline body');
  return body;
}
