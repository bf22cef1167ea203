// Decision records stay short and are superseded, not rewritten (decision 0035): each has a
// status, fits in 100 lines, and a record superseded by another points at one that exists and
// names it back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const recordsFolder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const maximumLines = 100;

interface DecisionRecord {
  readonly file: string;
  readonly number: string;
  readonly text: string;
}

const records: DecisionRecord[] = readdirSync(recordsFolder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({
    file,
    number: file.slice(0, 4),
    text: readFileSync(join(recordsFolder, file), 'utf8'),
  }));

const statusLine = (record: DecisionRecord) => /^Status: .+$/m.exec(record.text)?.[0];

/** The records a status line says supersede this one: by link (`[0033](0033-….md)`) or number. */
function successorsIn(status: string): string[] {
  const clause = /superseded by (.*)$/i.exec(status)?.[1];
  if (clause === undefined) return [];
  return [...clause.matchAll(/\[[^\]]*\]\(([^)]+)\)|(?<![\d-])(\d{4})(?![\d-])/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(10);
  });

  it('are named by number and title, and say their number in the heading', () => {
    const misnamed = records
      .filter(
        ({ file, number, text }) =>
          !/^\d{4}-[a-z0-9-]+\.md$/.test(file) || !text.startsWith(`# ${String(Number(number))}. `),
      )
      .map(({ file }) => file);
    expect(misnamed).toEqual([]);
  });

  it(`each fit in ${maximumLines} lines`, () => {
    const long = records
      .map(({ file, text }) => ({ file, lines: text.trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > maximumLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('each have a Status line', () => {
    expect(records.filter((record) => statusLine(record) === undefined).map(({ file }) => file)).toEqual([]);
  });

  it('superseded by another point at a record that exists and names them back', () => {
    const problems = records.flatMap((record) => {
      const successors = successorsIn(statusLine(record) ?? '');
      if (/superseded by/i.test(statusLine(record) ?? '') && successors.length === 0)
        return [`${record.file}: "Superseded by" names no record`];
      return successors.flatMap((successor) => {
        const found = records.find(({ file, number }) => file === successor || number === successor);
        if (found === undefined) return [`${record.file}: superseded by ${successor}, which does not exist`];
        return found.text.includes(record.number) ? [] : [`${found.file} does not name ${record.file}`];
      });
    });
    expect(problems).toEqual([]);
  });
});

describe('successorsIn', () => {
  it('reads linked and plain record numbers after "Superseded by"', () => {
    expect(successorsIn('Status: superseded by [0033](0033-pages.md) (2026-11-26)')).toEqual([
      '0033-pages.md',
    ]);
    expect(successorsIn('Status: accepted (2026-11-22); superseded by 0033 and 0034')).toEqual([
      '0033',
      '0034',
    ]);
    expect(successorsIn('Status: accepted (2026-11-22); amended by 0011')).toEqual([]);
  });
});
