// The CSV the owners open in a spreadsheet: RFC 4180 quoting, and no cell a spreadsheet would run
// as a formula (OWASP's CSV injection guidance), checked on cells and through `npm run stats`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { visitPartition } from '../../contract/tracking-table.ts';
import { csvCell } from './format-csv.ts';
import { writeExportFiles } from './export-files.ts';

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("https://evil.example/","Open")', `"'=HYPERLINK(""https://evil.example/"",""Open"")"`],
    ['=1+1', "'=1+1"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['+5.0 pts', "'+5.0 pts"],
  ])('that a spreadsheet would run, %j, is text: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['+20.0%', '+20.0%'],
    ['-12.5%', '-12.5%'],
    ['-0.25', '-0.25'],
    ['+3', '+3'],
    ['1,234', '"1,234"'],
    ['spring, "early"', '"spring, ""early"""'],
    ['/quay', '/quay'],
    ['<10', '<10'],
    ['–', '–'],
    ['', ''],
  ])(
    'that is a figure or plain text, %j, stays as it is, quoted where RFC 4180 needs it: %j',
    (value, written) => {
      expect(csvCell(value)).toBe(written);
    },
  );
});

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** One visit stored before records were minimised, its query string as the browser sent it. */
function visitWithQuery(index: number, queryString: string) {
  return {
    pk: { S: visitPartition('2026-11-22') },
    sk: { S: String(index).padStart(32, '0') },
    receivedAt: { S: '2026-11-22T10:00:00.000Z' },
    action: { S: 'WebsiteVisit' },
    referrer: { S: 'Direct' },
    queryString: { S: queryString },
    userAgent: {
      S: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.${index} Safari/537.36`,
    },
    webView: { BOOL: false },
    timestamp: { S: '2026-11-22T10:00:00.000Z' },
    page: { S: '/' },
    history: { L: [] },
    visitor: { S: `visitor-${index}` },
  };
}

/** The cells of each row, as a spreadsheet reads RFC 4180: quotes taken off, doubled quotes single. */
function csvRows(text: string): string[][] {
  return text
    .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}

describe('npm run stats -- --format csv', () => {
  it('writes a campaign named =HYPERLINK(...) as text', async () => {
    const exportDir = mkdtempSync(join(tmpdir(), 'stats-csv-'));
    try {
      writeExportFiles(exportDir, [
        visitWithQuery(1, '?utm_source==HYPERLINK("https://evil.example/","Open")&utm_campaign=@SUM(1+1)'),
        visitWithQuery(2, "?utm_source=-2+3+cmd|'/C calc'!A0"),
      ]);
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'tools/stats/stats.ts',
          ...['--export-dir', exportDir, '--from', '2026-11-22', '--to', '2026-11-22', '--format', 'csv'],
        ],
        { cwd: repositoryRoot },
      );
      expect(stdout).toContain(
        'byCampaign,"\'=HYPERLINK(""https://evil.example/"",""Open"") / (none) / @SUM(1 1)",Visitors,1,0,–\r\n',
      );
      expect(stdout).toContain("byCampaign,'-2 3 cmd|'/C calc'!A0 / (none) / (none),Visitors,1,0,–\r\n");
      const cells = csvRows(stdout).flat();
      expect(cells.length).toBeGreaterThan(100);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-][\d.]+%?$/.test(cell))).toEqual([]);
    } finally {
      rmSync(exportDir, { recursive: true, force: true });
    }
  }, 60_000);
});
