// What `cdk bootstrap` makes in one region and what it needs, read from the bootstrap template of
// the installed CDK CLI (node_modules/aws-cdk/lib/api/bootstrap/bootstrap-template.yaml) with the
// parameters the CLI gives it for its flags: the roles, the asset bucket and repository, the
// version parameter, and the policies its roles are given, which must exist already.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { isJsonObject, type JsonObject, type JsonValue, toJsonValue } from '../../contract/json-value.ts';
import { partition } from './deployed-names.ts';
import type { Need } from './empty-account.ts';

interface BootstrapFlags {
  readonly qualifier: string;
  readonly executionPolicies: readonly string[];
  /** `--custom-permissions-boundary`: a policy's name. */
  readonly permissionsBoundary: string | undefined;
}

interface Bootstrap {
  readonly roles: readonly { readonly name: string; readonly boundary?: string }[];
  readonly buckets: readonly string[];
  readonly repositories: readonly string[];
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
  readonly needs: readonly Need[];
}

const templatePath = join(
  dirname(createRequire(import.meta.url).resolve('aws-cdk/package.json')),
  'lib/api/bootstrap/bootstrap-template.yaml',
);

function bootstrapTemplate(): JsonObject {
  const template = toJsonValue(parse(readFileSync(templatePath, 'utf8')));
  if (!isJsonObject(template)) throw new Error(`${templatePath} is not a template`);
  return template;
}

/** A template value written as text: a name as it is, anything else as JSON. */
const asText = (value: JsonValue | undefined): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** A value of the template once CloudFormation has evaluated it; undefined for AWS::NoValue. */
class Evaluation {
  constructor(
    private readonly template: JsonObject,
    private readonly values: Readonly<Record<string, string>>,
  ) {}

  private parameter(name: string): JsonValue {
    const given = this.values[name];
    const declared = isJsonObject(this.template.Parameters) ? this.template.Parameters[name] : undefined;
    const value = given ?? (isJsonObject(declared) ? declared.Default : undefined);
    if (typeof value !== 'string') return `\${${name}}`;
    return isJsonObject(declared) && declared.Type === 'CommaDelimitedList'
      ? value.split(',').filter((item) => item !== '')
      : value;
  }

  condition(name: string): boolean {
    const conditions = this.template.Conditions;
    const found = isJsonObject(conditions) ? conditions[name] : undefined;
    if (found === undefined) throw new Error(`The bootstrap template has no condition ${name}`);
    return this.value(found) === true;
  }

  value(value: JsonValue): JsonValue | undefined {
    if (Array.isArray(value))
      return value.map((item) => this.value(item)).filter((item) => item !== undefined);
    if (!isJsonObject(value)) return value;
    const [key, ...others] = Object.keys(value);
    const argument = key === undefined ? undefined : value[key];
    if (others.length > 0 || key === undefined || argument === undefined) return this.object(value);
    const list = (item: JsonValue) => (Array.isArray(item) ? item : [item]);
    switch (key) {
      case 'Ref':
        return argument === 'AWS::NoValue' ? undefined : this.text(`\${${asText(argument)}}`);
      case 'Fn::Sub':
        return this.text(asText(argument));
      case 'Fn::If': {
        const [condition, whenTrue, whenFalse] = list(argument);
        return this.value((this.condition(asText(condition)) ? whenTrue : whenFalse) ?? null);
      }
      case 'Condition':
        return this.condition(asText(argument));
      case 'Fn::Not':
        return this.value(list(argument)[0] ?? null) !== true;
      case 'Fn::And':
        return list(argument).every((item) => this.value(item) === true);
      case 'Fn::Or':
        return list(argument).some((item) => this.value(item) === true);
      case 'Fn::Equals': {
        const [left, right] = list(argument).map((item) => JSON.stringify(this.value(item)));
        return left === right;
      }
      case 'Fn::Join': {
        const [separator, items] = list(argument);
        const joined = this.value(items ?? []);
        return (Array.isArray(joined) ? joined.flat() : [joined]).map(asText).join(asText(separator));
      }
      default:
        return this.object(value);
    }
  }

  private object(value: JsonObject): JsonObject {
    return Object.fromEntries(
      Object.entries(value).flatMap(([name, item]) => {
        const evaluated = this.value(item);
        return evaluated === undefined ? [] : [[name, evaluated]];
      }),
    );
  }

  /** `${Name}` of a parameter or pseudo parameter filled in; a resource's attribute left as written. */
  private text(text: string): JsonValue {
    const whole = /^\$\{([\w:]+)\}$/.exec(text)?.[1];
    if (whole !== undefined && !whole.startsWith('AWS::')) return this.parameter(whole);
    return text.replaceAll(/\$\{([\w:.]+)\}/g, (written, name: string) => {
      const value = name.startsWith('AWS::') ? this.values[name] : this.parameter(name);
      return value === undefined || Array.isArray(value) ? written : asText(value);
    });
  }
}

/** What bootstrapping `account`'s `region` with these flags makes there and needs first. */
export function bootstrapOf(account: string, region: string, flags: BootstrapFlags): Bootstrap {
  const template = bootstrapTemplate();
  const evaluation = new Evaluation(template, {
    Qualifier: flags.qualifier,
    CloudFormationExecutionPolicies: flags.executionPolicies.join(','),
    InputPermissionsBoundary: flags.permissionsBoundary ?? '',
    'AWS::AccountId': account,
    'AWS::Region': region,
    'AWS::Partition': partition,
  });
  const resources = Object.values(isJsonObject(template.Resources) ? template.Resources : {})
    .filter(isJsonObject)
    .filter((resource) => typeof resource.Condition !== 'string' || evaluation.condition(resource.Condition))
    .map((resource) => ({ type: resource.Type, properties: evaluation.value(resource.Properties ?? {}) }));
  const ofType = (type: string) =>
    resources.filter((resource) => resource.type === type).map(({ properties }) => properties);
  const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value : undefined);
  const field = (properties: JsonValue | undefined, name: string) =>
    isJsonObject(properties) ? properties[name] : undefined;

  const roles = ofType('AWS::IAM::Role').map((properties) => ({
    name: text(field(properties, 'RoleName')) ?? '',
    boundary: text(field(properties, 'PermissionsBoundary')),
    policies: [field(properties, 'ManagedPolicyArns') ?? []].flat().flatMap((arn) => text(arn) ?? []),
  }));
  return {
    roles: roles.map(({ name, boundary }) => ({ name, ...(boundary === undefined ? {} : { boundary }) })),
    buckets: ofType('AWS::S3::Bucket').flatMap((properties) => text(field(properties, 'BucketName')) ?? []),
    repositories: ofType('AWS::ECR::Repository').flatMap(
      (properties) => text(field(properties, 'RepositoryName')) ?? [],
    ),
    parameters: ofType('AWS::SSM::Parameter').map((properties) => ({
      name: text(field(properties, 'Name')) ?? '',
      value: text(field(properties, 'Value')) ?? '',
    })),
    needs: roles.flatMap(({ name, boundary, policies }) => [
      ...policies.map((arn) => ({ kind: 'policy' as const, arn, why: `a policy of ${name}` })),
      ...(boundary === undefined
        ? []
        : [{ kind: 'policy' as const, arn: boundary, why: `the permissions boundary of ${name}` }]),
    ]),
  };
}
