// Typed access to a synthesized template, so assertions can walk it without `any`.
import type { Template } from 'aws-cdk-lib/assertions';
import {
  type JsonObject,
  type JsonValue,
  isJsonObject,
  requireObject,
  toJsonValue,
} from '../../contract/json-value.ts';

export interface TemplateResource {
  readonly logicalId: string;
  readonly resource: JsonObject;
  readonly properties: JsonObject;
}

export function resourcesOfType(template: Template, type: string): TemplateResource[] {
  const found = requireObject(toJsonValue(template.findResources(type)), type);
  return Object.entries(found).map(([logicalId, value]) => {
    const resource = requireObject(value, logicalId);
    const properties = resource.Properties;
    return { logicalId, resource, properties: isJsonObject(properties) ? properties : {} };
  });
}

export function onlyResourceOfType(template: Template, type: string): TemplateResource {
  const [first, ...others] = resourcesOfType(template, type);
  if (first === undefined || others.length > 0) {
    throw new Error(`Expected one ${type}, found ${others.length + (first === undefined ? 0 : 1)}`);
  }
  return first;
}

/** The value at a path of object keys and array indexes, or undefined. */
export function valueAt(value: JsonValue | undefined, ...path: (string | number)[]): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isJsonObject(current) ? current[key] : undefined;
  }
  return current;
}

export function stringAt(value: JsonValue | undefined, ...path: (string | number)[]): string {
  const found = valueAt(value, ...path);
  if (typeof found !== 'string') throw new Error(`Expected a string at ${path.join('.')}`);
  return found;
}

export function asList(value: JsonValue | undefined): JsonValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function refTo(logicalId: string): JsonObject {
  return { Ref: logicalId };
}

export function arnOf(logicalId: string): JsonObject {
  return { 'Fn::GetAtt': [logicalId, 'Arn'] };
}
