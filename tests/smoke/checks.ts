// The judgements of the smoke test (smoke.ts), kept apart from the network so each can be tested:
// given what a running site answered, what is wrong with it. Each returns the problems it found;
// none means the check passes. The expected headers come from edge/security-headers.ts, which the
// local stack and CloudFront both serve.
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationId } from '../../contract/operations.ts';
import { assetHeaders, documentHeaders } from '../../edge/security-headers.ts';

/** A response as the smoke test keeps it: status, lower-cased headers and the body's text. */
export interface Answer {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/** The document headers whose values do not depend on the build (the CSP's hashes do). */
const fixedDocumentHeaders = Object.entries(
  documentHeaders({
    scriptHashes: [],
    styleHashes: [],
    thirdPartyOrigins: { script: [], connect: [], img: [] },
  }),
).filter(([name]) => name !== 'Content-Security-Policy');

/** Headers that tell an attacker what runs the site; none may be sent. */
const revealingHeaders = ['x-powered-by', 'x-aspnet-version'];

function headerProblems(answer: Answer, expected: readonly (readonly [string, string])[]): string[] {
  const problems = expected.flatMap(([name, value]) => {
    const actual = answer.headers.get(name.toLowerCase());
    if (actual === undefined) return [`${name} is missing`];
    return actual === value ? [] : [`${name} is "${actual}", expected "${value}"`];
  });
  for (const name of revealingHeaders)
    if (answer.headers.has(name)) problems.push(`${name} reveals the server`);
  const server = answer.headers.get('server');
  if (server !== undefined && /\d/.test(server)) problems.push(`Server reveals a version: "${server}"`);
  return problems;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** A page's headers against the A+ rules: the fixed headers exactly, and a CSP that allows no inline code. */
export function judgeDocumentHeaders(answer: Answer): string[] {
  const problems = headerProblems(answer, fixedDocumentHeaders);
  const policy = answer.headers.get('content-security-policy');
  if (policy === undefined) return [...problems, 'Content-Security-Policy is missing'];
  const csp = directives(policy);
  const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (scriptSources.length === 0) problems.push('the CSP sets no script-src or default-src');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    if (scriptSources.includes(unsafe)) problems.push(`the CSP allows scripts from ${unsafe}`);
  }
  if (csp.get('default-src')?.join(' ') !== "'none'") problems.push("the CSP's default-src is not 'none'");
  for (const name of ['object-src', 'base-uri', 'frame-ancestors']) {
    if (csp.get(name)?.join(' ') !== "'none'") problems.push(`the CSP's ${name} is not 'none'`);
  }
  return problems;
}

/** A hashed asset's headers: the ones every response carries. */
export function judgeAssetHeaders(answer: Answer): string[] {
  return headerProblems(answer, Object.entries(assetHeaders));
}

/** An API answer against the contract: the status expected, and the body the contract gives it. */
export function judgeApiAnswer(operationId: OperationId, answer: Answer, expectedStatus: number): string[] {
  const problems: string[] = [];
  if (answer.status !== expectedStatus)
    problems.push(`answered ${answer.status}, expected ${expectedStatus}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const validation = validateResponseBody(operationId, answer.status, body);
  if (!validation.ok) {
    const fields = validation.errors.map((error) => `${error.field || 'body'} ${error.message}`).join('; ');
    problems.push(`the body is not the contract's: ${fields}`);
  }
  return problems;
}

/** The paths of the URLs a sitemap lists, and whether each is on `origin` (when one is expected). */
export function sitemapPaths(
  xml: string,
  expectedOrigin: string | null,
): { paths: string[]; problems: string[] } {
  const locations = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((match) => match[1] ?? []);
  const problems: string[] = [];
  if (!/<urlset\b[^>]*xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/.test(xml)) {
    problems.push('the sitemap is not a sitemaps.org urlset');
  }
  if (locations.length === 0) problems.push('the sitemap lists no URL');
  const paths: string[] = [];
  for (const location of locations) {
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      problems.push(`the sitemap lists "${location}", which is not a URL`);
      continue;
    }
    if (expectedOrigin !== null && url.origin !== expectedOrigin) {
      problems.push(`the sitemap lists ${location}, not on ${expectedOrigin}`);
    }
    paths.push(url.pathname);
  }
  return { paths, problems };
}

/** An Atom feed: its namespace, a title, and at least one entry with a title and a link. */
export function judgeFeed(xml: string): string[] {
  const problems: string[] = [];
  if (!/<feed\b[^>]*xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/.test(xml))
    problems.push('it is not an Atom feed');
  const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1] ?? '');
  if (entries.length === 0) problems.push('it has no entry');
  const incomplete = entries.filter(
    (entry) =>
      !/<title[^>]*>(<!\[CDATA\[[^\]]+\]\]>|[^<]+)<\/title>/.test(entry) || !/<link\b[^>]*href="/.test(entry),
  );
  if (incomplete.length > 0) problems.push(`${incomplete.length} entries lack a title or a link`);
  return problems;
}
