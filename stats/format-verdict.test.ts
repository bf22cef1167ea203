import { describe, expect, it } from 'vitest';
import { experiments } from '../edge/experiments/experiments.ts';
import { formatVerdictHtml } from './format-html.ts';
import { formatVerdict, verdictJson } from './format-verdict.ts';
import { verdictTable } from './verdict-table.ts';

const [landing] = experiments;
if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

const decided = verdictTable(
  landing,
  [
    { variant: 'home', visitors: 4_000, tapped: 320, signedUp: 96 },
    { variant: 'homepage1', visitors: 4_000, tapped: 420, signedUp: 100 },
  ],
  10,
);
const early = verdictTable(
  landing,
  [
    { variant: 'home', visitors: 400, tapped: 3, signedUp: 1 },
    { variant: 'homepage1', visitors: 200, tapped: 2, signedUp: 0 },
  ],
  10,
);

describe('the verdict as text', () => {
  it('shows each variant’s page, funnel, rate, difference and chance, and the winner', () => {
    const text = formatVerdict(decided);
    expect(text).toContain('home       /           4,000     320     96         8.0% (7.2%–8.9%)');
    expect(text).toContain('Tap rate (95% interval)');
    expect(text).toContain('+2.5% (+1.2% to +3.8%)');
    expect(text).toMatch(/Verdict: homepage1 is best, with a chance of at least 95%\.\n$/);
  });

  it('hides counts below the minimum, says how many more visitors are needed, and warns of a skewed split', () => {
    const text = formatVerdict(early);
    expect(text).toContain('homepage1  /HomePage1  200       <10     <10        –');
    expect(text).not.toContain('  3  ');
    expect(text).toContain('Not enough data yet: 6,026 more visitors needed (3,213 a variant');
    expect(text).toContain('Warning: the split does not match the weights');
  });
});

describe('the verdict as JSON and HTML', () => {
  it('gives the figures to a program, withholding small counts and what is computed from them', () => {
    const json = verdictJson(landing, '2026-12-01', '2026-12-31', early, 10);
    expect(json.variants[0]).toMatchObject({ variant: 'home', visitors: 400, tapped: null, rate: null });
    expect(json.outcome).toEqual({ kind: 'collecting', moreVisitors: 6_026 });
    expect(json.sampleRatioMismatch).not.toBeNull();
    const owners = verdictJson(landing, '2026-12-01', '2026-12-31', decided, 0);
    expect(owners.variants[1]).toMatchObject({ tapped: 420, signedUp: 100, rate: 0.105 });
  });

  it('puts the verdict in a table with its notes', () => {
    const page = formatVerdictHtml(decided, '2026-12-01', '2026-12-31');
    // A column a variant, a row a figure: two variants fit a phone's width.
    expect(page).toContain('<th scope="col" class="figure">homepage1</th>');
    expect(page).toContain(
      '<tr><th scope="row">Page</th><td class="figure">/</td><td class="figure">/HomePage1</td></tr>',
    );
    expect(page).toMatch(
      /<tr><th scope="row">Visitors<\/th><td class="figure">[\d,]+<\/td><td class="figure">4,000<\/td><\/tr>/,
    );
    expect(page).toContain(
      '<p class="conclusion">Verdict: homepage1 is best, with a chance of at least 95%.</p>',
    );
  });
});
