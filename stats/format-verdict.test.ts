import { describe, expect, it } from 'vitest';
import { experiments } from '../edge/experiments/experiments.ts';
import { formatVerdictHtml } from './format-html.ts';
import { formatVerdict, verdictJson } from './format-verdict.ts';
import type { VariantFunnel } from './experiment-verdict.ts';
import { verdictTable } from './verdict-table.ts';

const [landing] = experiments;
if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

/** A variant's funnel, its visitors on `share` of as many networks as there are visitors. */
function funnel(
  variant: string,
  visitors: number,
  tapped: number,
  signedUp: number,
  share = 1,
): VariantFunnel {
  const keys = (count: number) => Math.round(count * share);
  return {
    variant,
    visitors,
    viewerKeys: keys(visitors),
    tapped,
    tappedViewerKeys: keys(tapped),
    signedUp,
    signedUpViewerKeys: keys(signedUp),
  };
}

const decided = verdictTable(
  landing,
  [funnel('home', 4_000, 320, 96, 0.95), funnel('homepage1', 4_000, 420, 100, 0.95)],
  10,
);
const early = verdictTable(landing, [funnel('home', 400, 3, 1), funnel('homepage1', 200, 2, 0)], 10);
/** The forged sign-ups' experiment: 60 people in each variant, and 60 browsers from one network in one. */
const forged = verdictTable(
  landing,
  [
    funnel('home', 60, 6, 0),
    {
      variant: 'homepage1',
      visitors: 120,
      viewerKeys: 61,
      tapped: 75,
      tappedViewerKeys: 16,
      signedUp: 0,
      signedUpViewerKeys: 0,
    },
  ],
  0,
);

describe('the verdict as text', () => {
  it('shows each variant’s page, funnel, rate, difference and chance, and the winner', () => {
    const text = formatVerdict(decided);
    expect(text).toContain(
      'home       /           4,000     3,800          320     96         8.0% (7.2%–8.9%)',
    );
    expect(text).toContain('homepage1  /HomePage1  4,000     3,800          420');
    expect(text).toContain('Tap rate (95% interval)');
    expect(text).toContain('+2.5% (+1.2% to +3.8%)');
    expect(text).toMatch(/Verdict: homepage1 is best, with a chance of at least 95%\.\n$/);
  });

  it('hides counts below the minimum, says how many more visitors are needed, and warns of a skewed split', () => {
    const text = formatVerdict(early);
    expect(text).toContain('homepage1  /HomePage1  200       200            <10     <10        –');
    expect(text).not.toContain('  3  ');
    expect(text).toContain('Not enough data yet: 6,026 more visitors needed (3,213 a variant');
    expect(text).toContain('Warning: the split does not match the weights');
  });
});

describe('the verdict’s two counts of visitors', () => {
  it('shows both, and warns when a variant has many more visitor codes than viewer keys', () => {
    const text = formatVerdict(forged);
    expect(text).toContain('Visitors  By viewer key');
    expect(text).toContain('homepage1  /HomePage1  120       61 ');
    expect(text).toContain(
      'Warning: the visitors of homepage1 are more often on a network another of them used than the other variants',
    );
    expect(text).toContain('some of these visitors may be forged');
    expect(formatVerdict(decided)).not.toContain('forged');
  });

  it('gives both counts and the warning to a program', () => {
    const json = verdictJson(landing, '2026-12-01', '2026-12-31', forged, 0);
    expect(json.variants[1]).toMatchObject({
      visitors: 120,
      viewerKeys: 61,
      tapped: 75,
      tappedViewerKeys: 16,
    });
    expect(json.viewerKeyMismatch).toMatchObject({ of: 'visitors', variants: ['homepage1'] });
    expect(verdictJson(landing, '2026-12-01', '2026-12-31', decided, 0).viewerKeyMismatch).toBeNull();
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
    expect(page).toMatch(
      /<tr><th scope="row">By viewer key<\/th><td class="figure">3,800<\/td><td class="figure">3,800<\/td><\/tr>/,
    );
    expect(formatVerdictHtml(forged, '2026-12-01', '2026-12-31')).toContain('Warning: the visitors of homepage1');
  });
});
