// The styles that wait for the page's own script read the mark it sets on <html> by name, which
// CSS cannot import: a mark renamed in one place would leave the calls to action as links on a
// phone and the privacy switch unseen for good (decision 0069).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageScriptReadyAttribute } from '../shared/page-script-protocol.ts';

const sourceDir = new URL('../', import.meta.url);
const stylesheets = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.css'),
);
const marksIn = (file: string): string[] =>
  [...readFileSync(new URL(file, sourceDir), 'utf8').matchAll(/\[(data-page-[a-z-]+)\]/g)].map(
    ([, mark = '']) => mark,
  );

describe('styles that wait for the page script', () => {
  it('name the mark the page script sets, and no other', () => {
    const marked = stylesheets.flatMap((file) => {
      const marks = marksIn(file);
      return marks.length === 0 ? [] : [{ file, marks }];
    });
    expect(marked.map(({ file }) => file).sort()).toEqual([
      'features/consent/consent-toggle.css',
      'ui/app-call-to-action.css',
    ]);
    for (const { file, marks } of marked)
      expect(new Set(marks), file).toEqual(new Set([pageScriptReadyAttribute]));
  });
});
