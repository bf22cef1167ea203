// The values a deployment needs from outside the repository, read from CDK context
// (`cdk deploy -c domainName=...`). Synth works without any of them so the stack can be built and
// tested offline; a real deployment (`npm run deploy` passes `-c deploy=true`) needs the addresses,
// and production needs its domain too: another stage may go out on CloudFront's own domain.

import { z } from 'zod';

export const deployContextKeys = [
  'domainName',
  'certificateArn',
  'hostedZoneId',
  'senderAddress',
  'supportAddress',
  'ownersAddress',
  'appOrigin',
] as const;

export type DeployContextKey = (typeof deployContextKeys)[number];

/** The site's own domain with its certificate and DNS zone; absent for an offline synth. */
interface SiteDomain {
  readonly domainName: string;
  readonly certificateArn: string;
  readonly hostedZoneId: string;
}

export interface DeployContext {
  readonly siteDomain: SiteDomain | undefined;
  /** The verified From address of contact-form mail. */
  readonly senderAddress: string;
  /** The inbox contact-form mail goes to. */
  readonly supportAddress: string;
  /** The owners' inbox, where the weekly statistics report goes: the support inbox unless given. */
  readonly ownersAddress: string;
  /** The domain of the SES identity the sender address belongs to. */
  readonly mailDomain: string;
  /** The web app the site's calls to action open, e.g. https://app.fernly.example. */
  readonly appOrigin: string;
}

/** What a synth asks of the context: nothing (offline), a deploy's addresses, or a domain too. */
export type DeployContextRequirement = 'offline' | 'deploy' | 'deploy-with-domain';

/** Used only when no address is given, so an offline synth describes the real product. */
export const defaultAddresses = {
  senderAddress: 'no-reply@fernly.example',
  supportAddress: 'support@fernly.example',
  appOrigin: 'https://app.fernly.example',
} as const;

const descriptions: Record<DeployContextKey, string> = {
  domainName: 'the site domain, e.g. fernly.example',
  certificateArn: 'the ARN of an ACM certificate for the domain in us-east-1 (CloudFront requires it there)',
  hostedZoneId: 'the ID of the public Route 53 hosted zone of the domain, e.g. Z0123456789ABCDEFGHIJ',
  senderAddress: 'the From address of contact-form mail, on the domain, e.g. no-reply@fernly.example',
  supportAddress: 'the inbox that receives contact-form mail, e.g. support@fernly.example',
  ownersAddress: 'the owners’ inbox for the weekly statistics report (default: supportAddress)',
  appOrigin: 'the origin of the web app the calls to action open, e.g. https://app.fernly.example',
};

const domainNamePattern = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
// CloudFront only accepts certificates from us-east-1, whatever region the stack is in.
const certificateArnPattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

const emailAddress = z.email({ error: 'must be an email address' });

/** What each key must hold, with the message that names the problem. */
const valueSchemas: Record<DeployContextKey, z.ZodType<string>> = {
  domainName: z.string().regex(domainNamePattern, 'must be a lower-case domain name'),
  certificateArn: z.string().regex(certificateArnPattern, 'must be an ACM certificate ARN in us-east-1'),
  hostedZoneId: z.string().regex(/^Z[A-Z0-9]{1,31}$/, 'must be a Route 53 hosted zone ID (Z...)'),
  senderAddress: emailAddress,
  supportAddress: emailAddress,
  ownersAddress: emailAddress,
  appOrigin: z
    .url({ protocol: /^https$/, error: 'must be an https origin: scheme and host only' })
    .refine((value) => new URL(value).origin === value, 'must be an https origin: scheme and host only'),
};

function domainOfAddress(address: string): string {
  return (address.split('@').at(-1) ?? '').toLowerCase();
}

const domainKeys = ['domainName', 'certificateArn', 'hostedZoneId'] as const;
const addressKeys = ['senderAddress', 'supportAddress', 'appOrigin'] as const;

function problemWith(key: DeployContextKey, value: string): string | undefined {
  const result = valueSchemas[key].safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'is invalid');
}

/**
 * Reads and checks the deploy context. `readContext` is how the app reads one key (normally
 * `app.node.tryGetContext`). A deploy needs the addresses, and `deploy-with-domain` the domain keys
 * too; the three domain keys always come together or not at all, and offline the addresses default
 * to the product's own. Every problem is reported at once, naming the key and what it should hold.
 */
export function parseDeployContext(
  readContext: (key: DeployContextKey) => unknown,
  requirement: DeployContextRequirement,
): DeployContext {
  const values = new Map<DeployContextKey, string>();
  const absent = new Set<DeployContextKey>();
  const problems: string[] = [];
  for (const key of deployContextKeys) {
    const raw: unknown = readContext(key);
    if (raw === undefined || raw === '') {
      absent.add(key);
      continue;
    }
    if (typeof raw !== 'string') {
      problems.push(`${key} must be a string: ${descriptions[key]}`);
      continue;
    }
    const value = raw.trim();
    const problem = problemWith(key, value);
    if (problem === undefined) values.set(key, value);
    else problems.push(`${key} ${problem} (got "${value}"): ${descriptions[key]}`);
  }

  const anyDomainKeyGiven = domainKeys.some((key) => !absent.has(key));
  const required: readonly DeployContextKey[] = [
    ...(requirement === 'deploy-with-domain' || anyDomainKeyGiven ? domainKeys : []),
    ...(requirement === 'offline' ? [] : addressKeys),
  ];
  for (const key of required.filter((key) => absent.has(key))) {
    problems.push(`${key} is missing: ${descriptions[key]}`);
  }

  const domainName = values.get('domainName');
  const certificateArn = values.get('certificateArn');
  const hostedZoneId = values.get('hostedZoneId');
  const senderAddress = values.get('senderAddress') ?? defaultAddresses.senderAddress;
  const supportAddress = values.get('supportAddress') ?? defaultAddresses.supportAddress;
  const mailDomain = domainOfAddress(senderAddress);
  if (domainName !== undefined && mailDomain !== domainName && !mailDomain.endsWith(`.${domainName}`)) {
    problems.push(
      `senderAddress must be on ${domainName} (got "${senderAddress}"): the SES identity is the site domain`,
    );
  }

  if (problems.length > 0) {
    const productionHint =
      requirement === 'deploy-with-domain' && domainKeys.some((key) => absent.has(key))
        ? '\nProduction goes out on its own domain; another stage (-c stage=<name>) may use CloudFront’s.'
        : '';
    const hint = `Pass each with -c <key>=<value>, e.g. npm run deploy -- -c domainName=fernly.example${productionHint}`;
    throw new Error(`Invalid deploy context:\n  - ${problems.join('\n  - ')}\n${hint}`);
  }
  return {
    siteDomain:
      domainName !== undefined && certificateArn !== undefined && hostedZoneId !== undefined
        ? { domainName, certificateArn, hostedZoneId }
        : undefined,
    senderAddress,
    supportAddress,
    ownersAddress: values.get('ownersAddress') ?? supportAddress,
    mailDomain: domainName ?? mailDomain,
    appOrigin: values.get('appOrigin') ?? defaultAddresses.appOrigin,
  };
}
