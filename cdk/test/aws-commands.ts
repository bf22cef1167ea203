// The `aws` commands of the runbook, each as what it does to the empty account or what it reads
// there: an operation the model does not know, or a flag it does not, fails the walk.
import { z } from 'zod';
import { RunbookFailure, sentJson } from './empty-account.ts';
import type { RunbookStep } from './runbook-document.ts';
import { Flags, type RunbookWorld } from './runbook-world.ts';

type AwsOperation = (world: RunbookWorld, flags: Flags, region: string, step: RunbookStep) => void;

const common = ['--profile', '--region', '--query', '--output'];

/** The figure a step says an answer must reach ("must be 114 or more"). */
function figureOf(step: RunbookStep): number {
  const figure = /must be ([\d,]+) or more/.exec(step.text)?.[1];
  if (figure === undefined)
    throw new RunbookFailure('reads a quota, but the step says no figure it must reach');
  return Number(figure.replaceAll(',', ''));
}

function requireTopic(world: RunbookWorld, arn: string, region: string): void {
  world.require([{ kind: 'topic', arn, region, why: 'the topic the command names' }]);
}

/** A text's JSON, or undefined when it is none. */
function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The keys a secret's description says to put in it (`Put in: {"clientId":"<…>",…}`). */
function describedKeys(description: string): string[] {
  const format = /Put in: (\{.*\})\s*$/.exec(description)?.[1];
  const parsed = z.record(z.string(), z.string()).safeParse(jsonOrUndefined(format ?? ''));
  if (!parsed.success) throw new RunbookFailure('fills a secret whose description says nothing to put in it');
  return Object.keys(parsed.data).sort();
}

/** `--secret-string file://<path>`: the text of a file the engineer wrote by hand. */
function secretString(world: RunbookWorld, value: string): string {
  const path = /^file:\/\/(.+)$/.exec(value)?.[1];
  if (path === undefined) return value;
  const text = world.files.get(path);
  if (text === undefined) throw new RunbookFailure(`reads ${path}, which no one wrote`);
  return text;
}

const operations: Record<string, AwsOperation> = {
  'sts get-caller-identity': (world, flags) => {
    flags.only(common);
    world.accountIdShown = true;
  },
  // The step asks Service Quotas for more when the answer is below its figure.
  'lambda get-account-settings': (world, flags, region, step) => {
    flags.only(common);
    world.account.lambdaQuota.set(region, figureOf(step));
  },
  'route53 create-hosted-zone': (world, flags) => {
    flags.only([...common, '--name', '--caller-reference']);
    flags.required('--caller-reference');
    const name = flags.required('--name');
    const domain = world.prerequisites.domain;
    // The engineer delegates the new zone from the parent domain they control.
    if (domain === undefined || !(name === domain || name.endsWith(`.${domain}`)))
      throw new RunbookFailure(`makes a zone for ${name}, which is not the stage's domain "You need:" names`);
    world.account.zones.push({ id: `Z${world.nextId(20)}`, name });
  },
  'acm request-certificate': (world, flags, region) => {
    flags.only([...common, '--domain-name', '--subject-alternative-names', '--validation-method']);
    if (flags.one('--validation-method') !== 'DNS')
      throw new RunbookFailure('asks for a certificate not validated by DNS');
    const names = [flags.required('--domain-name'), ...flags.all('--subject-alternative-names')];
    const id = world.nextId(12);
    world.account.certificates.push({
      arn: world.account.arn('acm', `certificate/0a1b2c3d-4e5f-6789-abcd-${id}`, region),
      region,
      names,
      validationShown: false,
      issued: false,
    });
  },
  'acm describe-certificate': (world, flags, region) => {
    flags.only([...common, '--certificate-arn']);
    const arn = flags.required('--certificate-arn');
    const certificate = world.account.certificates.find(
      (candidate) => candidate.arn === arn && candidate.region === region,
    );
    if (certificate === undefined)
      throw new RunbookFailure(`reads a certificate ${arn} there is none of in ${region}`);
    const query = flags.one('--query');
    if (query === undefined || query === 'Certificate.DomainValidationOptions')
      certificate.validationShown = true;
  },
  // The step has the engineer add each validation record it showed to the zone that holds its name.
  'acm wait': (world, flags, region, step) => {
    flags.only([...common, '--certificate-arn']);
    const arn = flags.required('--certificate-arn');
    if (flags.positional[0] !== 'certificate-validated')
      throw new RunbookFailure('waits for something the model does not know');
    const certificate = world.account.certificates.find(
      (candidate) => candidate.arn === arn && candidate.region === region,
    );
    if (certificate === undefined)
      throw new RunbookFailure(`waits for a certificate ${arn} there is none of in ${region}`);
    const unvalidated = certificate.names.filter(
      (name) => !world.account.zones.some((zone) => name === zone.name || name.endsWith(`.${zone.name}`)),
    );
    if (!certificate.validationShown)
      throw new RunbookFailure(
        'waits forever: no earlier command showed the records that validate it (aws acm describe-certificate)',
      );
    if (unvalidated.length > 0 || !/validation record/.test(step.text))
      throw new RunbookFailure(
        `waits forever: nothing validates ${unvalidated.join(', ') || 'the certificate'}`,
      );
    certificate.issued = true;
  },
  'sns create-topic': (world, flags, region) => {
    flags.only([...common, '--name']);
    world.account.topics.add(world.account.arn('sns', flags.required('--name'), region));
  },
  'sns subscribe': (world, flags, region) => {
    flags.only([...common, '--topic-arn', '--protocol', '--notification-endpoint']);
    requireTopic(world, flags.required('--topic-arn'), region);
  },
  'sns list-subscriptions-by-topic': (world, flags, region) => {
    flags.only([...common, '--topic-arn']);
    requireTopic(world, flags.required('--topic-arn'), region);
  },
  'cloudformation describe-stacks': (world, flags, region) => {
    flags.only([...common, '--stack-name']);
    const name = flags.required('--stack-name');
    const stack = world.account.stack(region, name);
    if (stack === undefined)
      throw new RunbookFailure(`reads the stack ${name} in ${region}, which no earlier step deployed`);
    const query = flags.one('--query');
    const output = /^Stacks\[0\]\.Outputs\[\?OutputKey=='(\w+)'\]\.OutputValue$/.exec(query ?? '')?.[1];
    if (output === undefined)
      throw new RunbookFailure(`reads ${query ?? 'everything'}, which the model does not know`);
    const value = stack.outputs.get(output);
    if (value === undefined)
      throw new RunbookFailure(`reads the output ${output}, which ${name} does not have`);
    world.shown.push(value);
  },
  'secretsmanager put-secret-value': (world, flags, region) => {
    flags.only([...common, '--secret-id', '--secret-string']);
    const arn = flags.required('--secret-id');
    const secret = world.account.secrets.get(arn);
    if (secret?.region !== region)
      throw new RunbookFailure(`fills the secret ${arn}, which no stack made in ${region}`);
    const value = secretString(world, flags.required('--secret-string'));
    const given = z.record(z.string(), z.string().regex(/^[^<>]+$/)).safeParse(sentJson(value, 'a secret'));
    const expected = describedKeys(secret.description);
    if (!given.success || Object.keys(given.data).sort().join() !== expected.join())
      throw new RunbookFailure(
        `puts ${value} into the secret, whose description asks for ${expected.join(', ')}, each filled in`,
      );
    secret.value = value;
  },
  'iam get-role': (world, flags) => {
    flags.only([...common, '--role-name']);
    const name = flags.required('--role-name');
    const role = world.account.roles.get(name);
    if (role === undefined) throw new RunbookFailure(`reads the role ${name}, which no earlier step made`);
    if (flags.one('--query') === 'Role.PermissionsBoundary' && role.boundary === undefined)
      throw new RunbookFailure(`shows the role ${name} has no permissions boundary`);
  },
  'ssm get-parameter': (world, flags, region) => {
    flags.only([...common, '--name']);
    world.require([
      { kind: 'parameter', region, name: flags.required('--name'), why: 'the parameter it reads' },
    ]);
  },
  'sesv2 get-account': (_world, flags) => {
    flags.only(common);
  },
  'cloudwatch set-alarm-state': (world, flags, region) => {
    flags.only([...common, '--alarm-name', '--state-value', '--state-reason']);
    const alarm = flags.required('--alarm-name');
    const known = [...world.account.stacks.values()].some(
      (stack) => stack.region === region && stack.alarms.includes(alarm),
    );
    if (!known) throw new RunbookFailure(`sets the alarm ${alarm}, which no stack in ${region} has`);
  },
};

/** Runs `aws <service> <operation> …` (the words after `aws`). */
export function runAws(world: RunbookWorld, step: RunbookStep, words: readonly string[]): void {
  const [service, operation, ...rest] = words;
  const model = operations[`${service ?? ''} ${operation ?? ''}`];
  if (model === undefined)
    throw new RunbookFailure(`runs aws ${service ?? ''} ${operation ?? ''}, which the model does not know`);
  const flags = new Flags(rest);
  const caller = world.administrator(flags);
  model(world, flags, flags.one('--region') ?? caller.region, step);
}
