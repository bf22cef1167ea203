// One name per thing (decision 0077): each name retired in favour of the product's own, and the
// only places one may still appear, each with its reason. The spec's wire names (the
// `affiliateSource` cookie and body field, the `trackingData` storage key) stay where the wire or
// data already stored needs them; everywhere else the README's glossary names the thing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

interface RetiredName {
  readonly name: string;
  readonly pattern: RegExp;
  /** The name that replaced it. */
  readonly now: string;
}

interface Allowance {
  readonly files: RegExp;
  readonly names: readonly string[];
  readonly reason: string;
}

const retiredNames: readonly RetiredName[] = [
  { name: 'tracking record', pattern: /tracking[ _-]?records?/i, now: 'visit record (VisitRecord)' },
  { name: 'tracking item', pattern: /tracking[ _-]?items?/i, now: "a visit record's item (VisitRecordItem)" },
  { name: 'TrackingSnapshot', pattern: /TrackingSnapshot/, now: 'EarlierVisitRecord' },
  { name: 'TrackingAction', pattern: /TrackingAction/, now: 'VisitAction' },
  {
    name: 'WebsiteVisit as a type',
    pattern: /\b(?:type|interface|class)\s+WebsiteVisit\b/,
    now: 'VisitRecord',
  },
  { name: 'affiliateSource', pattern: /affiliate[ _]?source/i, now: 'partner' },
  { name: 'trackingData', pattern: /\btrackingData\b/, now: 'visitRecords (siteStorageKeys)' },
  {
    name: 'heka',
    pattern: /\bheka(?=[A-Z_:-])|\bHeka(?=[A-Z])|features\/heka\b|'heka'/,
    now: 'employee-benefits page (employeeBenefits, EmployeeBenefits)',
  },
  { name: 'gotoHydrated', pattern: /gotoHydrated/, now: 'gotoReady' },
  {
    name: 'kept mail',
    pattern: /kept[ _-]?(?:contact[ _-]?)?(?:mail|messages?)\b|KeptContactMail/i,
    now: 'deferred message (DeferredMessage, DeferredContactMessages)',
  },
  {
    name: 'shared aggregates',
    pattern: /shared[ _-]?aggregates?/i,
    now: 'partner figures (PartnerFigureLine)',
  },
];

/** Where a retired name still belongs. Paths are from the repository root. */
const allowances: readonly Allowance[] = [
  {
    files: /^tests\/lint\/retired-names\.test\.ts$/,
    names: retiredNames.map(({ name }) => name),
    reason: 'declares the retired names and proves it finds them',
  },
  {
    files: /^docs\/decisions\//,
    names: [
      'tracking record',
      'tracking item',
      'TrackingSnapshot',
      'affiliateSource',
      'trackingData',
      'heka',
      'gotoHydrated',
      'kept mail',
      'shared aggregates',
    ],
    reason: 'decision records are history: each says what was true when it was made (0035)',
  },
  {
    files:
      /^(cdk\/(fernly-stack(\.test)?|constructs\/(api-function|deferred-contact-messages)\.test)\.ts|contract\/table-partitions\.ts|docs\/security\.md)$/,
    names: ['kept mail'],
    reason:
      'the construct id KeptContactMail and the KEPT_MAIL# prefix name the table and the messages waiting in it',
  },
  {
    files: /^cdk\/(constructs\/visit-statistics(\.test)?|least-privilege\/statistics-readers\.test)\.ts$/,
    names: ['shared aggregates'],
    reason:
      "the partner figures' table keeps its logical id SharedAggregates, which holds 25 months of figures",
  },
  {
    files: /^(openapi\.yaml|contract\/openapi(-document)?\.gen\.ts)$/,
    names: ['affiliateSource'],
    reason: "the visit record's body field, as the spec names it on the wire",
  },
  {
    files: /^web\/src\/shared\/cookies\.ts$/,
    names: ['affiliateSource', 'trackingData'],
    reason: 'the cookie and the local-storage key, as the spec names them',
  },
  {
    files: /^web\/src\/features\/tracking\/visit-record\.ts$/,
    names: ['affiliateSource'],
    reason: 'the one place the site maps the partner to the body field',
  },
  {
    files: /^(lambdas\/save-tracking-data\/visit-record-item\.ts|contract\/tracking-export(\.test)?\.ts)$/,
    names: ['affiliateSource'],
    reason: 'the stored attribute and export column: records already stored carry that name',
  },
  {
    files: /^report\/day-rollups\.sql$/,
    names: ['affiliateSource'],
    reason: 'reads the stored attribute and names it partner',
  },
  {
    files: /^(content\/legal\/privacy-policy\.yaml|docs\/statistics\.md|README\.md)$/,
    names: ['affiliateSource', 'trackingData'],
    reason:
      'tells visitors, owners and newcomers (the glossary) the names their browser and the exports show',
  },
  {
    files:
      /^(web\/src\/(shared\/cookies|features\/(partners\/partner-cookie|consent\/consent|tracking\/experiment-variant|legal\/legal-copy)|resolve-visit|site\/page-script-[a-z-]+)\.test\.ts|tests\/e2e\/(home-pricing|security-headers|early-input|site-tracking|statistics-funnel)\.spec\.ts)$/,
    names: ['affiliateSource', 'trackingData'],
    reason: 'sets or checks the cookie and the storage key as the spec names them',
  },
  {
    files:
      /^(web\/src\/features\/tracking\/visit-record\.test\.ts|lambdas\/(save-tracking-data\/(minimise-record|visit-record-item)|save-sign-up\/save-sign-up)\.test\.ts|tests\/(contract\/generated-requests\.ts|integration\/stats\.test\.ts)|tools\/bench\/stats-records\.ts|report\/(report-sql\.test\.ts|fixtures\/.*\.json))$/,
    names: ['affiliateSource'],
    reason: 'sends or checks the body field, or writes items as stored ones carry it',
  },
];

interface Occurrence {
  readonly file: string;
  /** 0 for the file's path itself. */
  readonly line: number;
  readonly name: RetiredName;
}

/** Every retired name in one file's path and text that no allowance covers. */
function retiredNamesIn(
  file: string,
  text: string,
  names: readonly RetiredName[],
  allowed: readonly Allowance[],
): Occurrence[] {
  const permitted = new Set(allowed.filter(({ files }) => files.test(file)).flatMap(({ names }) => names));
  const wanted = names.filter(({ name }) => !permitted.has(name));
  const lines = [file, ...text.split('\n')];
  return lines.flatMap((line, index) =>
    wanted.filter(({ pattern }) => pattern.test(line)).map((name) => ({ file, line: index, name })),
  );
}

function describeOccurrence({ file, line, name }: Occurrence): string {
  return `${file}${line === 0 ? ' (its path)' : `:${String(line)}`}: ${name.name}, now ${name.now}`;
}

/** The repository's files, tracked or new, less what git ignores; npm writes the lock file. */
function repositoryFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== 'package-lock.json')
    .flatMap((file) => {
      const bytes = readFileSync(`${repositoryRoot}${file}`);
      return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
    });
}

describe('retired names', () => {
  const gotoHydrated = retiredNames.filter(({ name }) => name === 'gotoHydrated');

  it('are found with their file and line, in the text and in the path', () => {
    const found = retiredNamesIn('tests/e2e/x.spec.ts', 'one\nawait gotoHydrated(page);\n', gotoHydrated, []);
    expect(found.map(describeOccurrence)).toEqual(['tests/e2e/x.spec.ts:2: gotoHydrated, now gotoReady']);
    const path = retiredNamesIn('web/src/features/heka/x.ts', '', retiredNames, []);
    expect(path.map(({ line, name }) => [line, name.name])).toEqual([[0, 'heka']]);
  });

  it('are allowed only in the files an allowance names, and only the names it lists', () => {
    const allowance = { files: /^a\.ts$/, names: ['gotoHydrated'], reason: 'a test' };
    expect(retiredNamesIn('a.ts', 'gotoHydrated', gotoHydrated, [allowance])).toEqual([]);
    expect(retiredNamesIn('b.ts', 'gotoHydrated', gotoHydrated, [allowance])).toHaveLength(1);
    const partner = retiredNames.filter(({ name }) => name === 'affiliateSource');
    expect(retiredNamesIn('a.ts', 'affiliate_source', partner, [allowance])).toHaveLength(1);
  });

  it('tell the action value WebsiteVisit, a wire name, from a type that borrows it', () => {
    const found = retiredNamesIn(
      'x.ts',
      "type WebsiteVisit = Body;\nsend({ action: 'WebsiteVisit' });",
      retiredNames,
      [],
    );
    expect(found.map(({ line, name }) => [line, name.name])).toEqual([[1, 'WebsiteVisit as a type']]);
  });

  it('leave the route /Heka, the platform called Heka and the operation saveTrackingData alone', () => {
    const text = "page.goto('/Heka'); // Fernly through Heka\npost('saveTrackingData', body);";
    expect(retiredNamesIn('web/src/x.ts', text, retiredNames, [])).toEqual([]);
  });

  const files = repositoryFiles();

  it('appear only where the wire or stored data needs them', () => {
    const found = files.flatMap(({ file, text }) => retiredNamesIn(file, text, retiredNames, allowances));
    expect(found.map(describeOccurrence), 'each retired name, where it is and what replaced it').toEqual([]);
  });

  it('are allowed only where one still appears', () => {
    const unused = allowances.flatMap((allowance) =>
      allowance.names
        .filter(
          (name) =>
            !files.some(
              ({ file, text }) =>
                allowance.files.test(file) &&
                retiredNamesIn(
                  file,
                  text,
                  retiredNames.filter((retired) => retired.name === name),
                  [],
                ).length > 0,
            ),
        )
        .map((name) => `${allowance.files.source}: ${name} (${allowance.reason})`),
    );
    expect(unused).toEqual([]);
  });
});
