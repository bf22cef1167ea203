// Writes everything derived from openapi.yaml. With --check it writes nothing and fails
// when a committed file differs from what the contract produces now.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const specUrl = new URL('../openapi.yaml', import.meta.url);
const header =
  '// Generated from openapi.yaml by contract/generate.ts. Do not edit; run `npm run contract:generate`.\n';

async function typesModule(): Promise<string> {
  const ast = await openapiTS(specUrl, { immutable: false, alphabetize: false });
  return header + astToString(ast);
}

async function documentModule(): Promise<string> {
  const document: unknown = parse(await readFile(specUrl, 'utf8'));
  const baseUrl = serverUrl(document);
  // The base path, the contact form's and the records' limits and the schemas the browser fits its
  // values to, on lines of their own: the browser bundle and the privacy policy import them without
  // the whole document.
  return (
    `${header}\nexport const apiBasePath = ${JSON.stringify(baseUrl)};\n` +
    `\nexport const contactStartLimits = ${JSON.stringify(extension(document, 'x-contact-start', 'the contact start token its limits'))} as const;\n` +
    `\nexport const contactLimits = ${JSON.stringify(extension(document, 'x-contact-limits', 'the contact form its daily limits'))} as const;\n` +
    `\nexport const recordLimits = ${JSON.stringify(extension(document, 'x-record-limits', 'a viewer key its daily records'))} as const;\n` +
    `\nexport const contactMessageSchema = ${JSON.stringify(componentSchema(document, 'ContactMessage'), null, 2)} as const;\n` +
    `\nexport const visitRecordFieldSchemas = ${JSON.stringify(visitRecordFieldSchemas(document), null, 2)} as const;\n` +
    `\nexport const openapiDocument = ${JSON.stringify(document, null, 2)} as const;\n`
  );
}

function extension(document: unknown, name: string, purpose: string): unknown {
  if (typeof document === 'object' && document !== null && name in document)
    return Reflect.get(document, name);
  throw new Error(`openapi.yaml must give ${purpose} (${name})`);
}

function componentSchema(document: unknown, name: string): unknown {
  const schema = ['components', 'schemas', name].reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined,
    document,
  );
  if (typeof schema === 'object' && schema !== null) return schema;
  throw new Error(`openapi.yaml must describe components.schemas.${name}`);
}

/** The record fields the site trims or checks before sending, so a long value costs no visit. */
function visitRecordFieldSchemas(document: unknown): Record<string, unknown> {
  const names = ['Referrer', 'QueryString', 'UserAgent', 'Page'];
  return Object.fromEntries(names.map((name) => [name, componentSchema(document, name)]));
}

/**
 * The ranges a page's field vitals must fit before they are sent (saveWebVitals), without their
 * descriptions and in a module of their own: the field vitals' module, loaded on every page, then
 * carries no other part of the contract (a module two browser chunks import becomes a chunk).
 */
async function webVitalLimitsModule(): Promise<string> {
  const document: unknown = parse(await readFile(specUrl, 'utf8'));
  const limits = (schema: unknown, ...keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, Reflect.get(Object(schema), key)]));
  const layoutShift: unknown = Reflect.get(
    Object(componentSchema(document, 'LayoutShiftVital')),
    'properties',
  );
  const webVitalLimits = {
    milliseconds: limits(componentSchema(document, 'Milliseconds'), 'minimum', 'maximum'),
    layoutShift: limits(Reflect.get(Object(layoutShift), 'value'), 'minimum', 'maximum'),
    faultyElement: limits(componentSchema(document, 'FaultyElement'), 'minLength', 'maxLength'),
  };
  for (const [name, range] of Object.entries(webVitalLimits)) {
    if (Object.values(range).some((value) => typeof value !== 'number'))
      throw new Error(`openapi.yaml must give the ${name} of a web vital its limits`);
  }
  return `${header}\nexport const webVitalLimits = ${JSON.stringify(webVitalLimits, null, 2)} as const;\n`;
}

function serverUrl(document: unknown): string {
  if (
    typeof document === 'object' &&
    document !== null &&
    'servers' in document &&
    Array.isArray(document.servers)
  ) {
    const server: unknown = document.servers.at(0);
    if (typeof server === 'object' && server !== null && 'url' in server && typeof server.url === 'string')
      return server.url;
  }
  throw new Error('openapi.yaml must list the API base path as its first server url');
}

const outputs: ReadonlyArray<readonly [URL, () => Promise<string>]> = [
  [new URL('./openapi.gen.ts', import.meta.url), typesModule],
  [new URL('./openapi-document.gen.ts', import.meta.url), documentModule],
  [new URL('./web-vital-limits.gen.ts', import.meta.url), webVitalLimitsModule],
];

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, produce] of outputs) {
  const expected = await produce();
  const path = fileURLToPath(file);
  if (!check) {
    await writeFile(path, expected);
    continue;
  }
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current !== expected) stale.push(path);
}
if (stale.length > 0) {
  console.error(`Stale generated files (run \`npm run contract:generate\`):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? 'Generated contract files are up to date.' : 'Contract files generated.');
