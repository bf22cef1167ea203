// experiment.sql on DuckDB over records in the export format, and the verdict it leads to: two
// variants with a known difference, each visitor with several records, records the verdict must
// leave out, and visitors counted by viewer key as well as by code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { cumulativeStdNormalProbability } from 'simple-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '../edge/experiments/experiments.ts';
import { openDuckDbEngine, type DuckDbEngine } from '../tools/stats/duckdb-engine.ts';
import { experimentVerdict, goalCounts } from './experiment-verdict.ts';
import { runExperimentQuery } from './experiment-query.ts';
import { writeExportFiles } from '../tools/stats/export-files.ts';

const [landing] = experiments;
if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

let sequence = 0;
function record(
  day: string,
  visitor: string | null,
  action: 'WebsiteVisit' | 'DownloadClicked' | 'SignUp' | 'LogIn',
  shown: { experiment: string; variant: string } | null,
  network: string | null = visitor === null ? null : `n${visitor.slice(1)}`,
): Record<string, AttributeValue> {
  sequence += 1;
  return {
    pk: { S: `VISIT#${day}` },
    sk: { S: String(sequence).padStart(32, '0') },
    receivedAt: { S: `${day}T10:00:00.000Z` },
    action: { S: action },
    referrer: { S: 'Direct' },
    queryString: { S: '' },
    userAgent: { S: 'Mozilla/5.0' },
    webView: { BOOL: false },
    timestamp: { S: `${day}T10:00:00.000Z` },
    page: { S: '/' },
    history: { L: [] },
    ...(visitor === null ? {} : { visitor: { S: visitor } }),
    ...(network === null ? {} : { network: { S: network } }),
    ...(shown === null ? {} : { experiment: { S: shown.experiment }, variant: { S: shown.variant } }),
  };
}

/**
 * `visitors` people shown `variant`, of whom `tapping` tap twice; each visits twice first. The
 * first `signingUp` of those who tap sign up in the app; the next as many log in instead.
 */
function variantRecords(variant: string, visitors: number, tapping: number, signingUp: number) {
  const shown = { experiment: 'home-landing', variant };
  return Array.from({ length: visitors }, (_, index) => {
    const visitor = `${variant === 'home' ? 'a' : 'b'}${index.toString(16).padStart(15, '0')}`;
    const day = index % 2 === 0 ? '2026-12-02' : '2026-12-03';
    const visits = [record(day, visitor, 'WebsiteVisit', shown), record(day, visitor, 'WebsiteVisit', shown)];
    const taps =
      index < tapping
        ? [record(day, visitor, 'DownloadClicked', shown), record(day, visitor, 'DownloadClicked', shown)]
        : [];
    const inApp =
      index < signingUp
        ? [record(day, visitor, 'SignUp', shown)]
        : index < 2 * signingUp
          ? [record(day, visitor, 'LogIn', shown)]
          : [];
    return [...visits, ...taps, ...inApp];
  }).flat();
}

const query = { experiment: 'home-landing', from: '2026-12-01', to: '2026-12-31' };
const forgedShown = { experiment: 'sign-up-forgery', variant: 'home' };

/** A variant's funnel with each visitor on a network of its own. */
const honest = (variant: string, visitors: number, tapped: number, signedUp: number) => ({
  variant,
  visitors,
  viewerKeys: visitors,
  tapped,
  tappedViewerKeys: tapped,
  signedUp,
  signedUpViewerKeys: signedUp,
});
let dir: string;
let engine: DuckDbEngine;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stats-experiment-'));
  writeExportFiles(dir, [
    ...variantRecords('home', 4_000, 320, 96),
    ...variantRecords('homepage1', 4_000, 420, 100),
    // Left out: another experiment, a record without a visitor code, a day outside the range,
    // and a visit in no experiment at all.
    record('2026-12-02', 'c000000000000001', 'DownloadClicked', { experiment: 'pricing', variant: 'home' }),
    record('2026-12-02', null, 'DownloadClicked', { experiment: 'home-landing', variant: 'home' }),
    record('2027-01-02', 'c000000000000002', 'WebsiteVisit', { experiment: 'home-landing', variant: 'home' }),
    record('2026-12-02', 'c000000000000003', 'WebsiteVisit', null),
    // Three browsers from one network, two of them tapping and signing up, beside a visitor on a
    // network of its own and one stored before network codes (a network of its own).
    ...['f1', 'f2', 'f3'].flatMap((browser, index) => [
      record('2026-12-02', `${browser}00000000000000`, 'WebsiteVisit', forgedShown, 'forger'),
      ...(index < 2
        ? [
            record('2026-12-02', `${browser}00000000000000`, 'DownloadClicked', forgedShown, 'forger'),
            record('2026-12-02', `${browser}00000000000000`, 'SignUp', forgedShown, 'forger'),
          ]
        : []),
    ]),
    record('2026-12-02', 'e000000000000001', 'WebsiteVisit', forgedShown),
    record('2026-12-02', 'e000000000000002', 'WebsiteVisit', forgedShown, null),
  ]);
  engine = await openDuckDbEngine(dir);
}, 60_000);

afterAll(() => {
  engine.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('experiment.sql and the verdict', () => {
  it('counts each variant’s distinct visitors, those who tapped and those who signed up, once each', async () => {
    expect(await runExperimentQuery(engine, query)).toEqual([
      honest('home', 4_000, 320, 96),
      honest('homepage1', 4_000, 420, 100),
    ]);
  });

  it('counts each of them by viewer key too, a record stored before network codes as a network of its own', async () => {
    expect(await runExperimentQuery(engine, { ...query, experiment: forgedShown.experiment })).toEqual([
      {
        variant: 'home',
        visitors: 5,
        viewerKeys: 3,
        tapped: 2,
        tappedViewerKeys: 1,
        signedUp: 2,
        signedUpViewerKeys: 1,
      },
    ]);
  });

  it('gives the rates, intervals and verdict a reference computation gives', async () => {
    const verdict = experimentVerdict(
      landing,
      goalCounts(landing.goal, await runExperimentQuery(engine, query)),
    );
    const [home, homePage1] = verdict.variants;
    expect([home?.rate, homePage1?.rate]).toEqual([0.08, 0.105]);
    // The chance the simplified page is better, by the normal approximation: Φ(z) from simple-statistics.
    const mean = (converted: number) => (converted + 1) / 4_002;
    const variance = (converted: number) => (mean(converted) * (1 - mean(converted))) / 4_003;
    const z = (mean(420) - mean(320)) / Math.sqrt(variance(420) + variance(320));
    expect(homePage1?.chanceBest).toBeCloseTo(cumulativeStdNormalProbability(z), 2);
    expect(homePage1?.difference?.value).toBeCloseTo(0.025, 10);
    expect(verdict.sampleRatioMismatch).toBeNull();
    expect(verdict.outcome).toEqual({ kind: 'winner', variant: 'homepage1' });
  });

  it('judges an entry whose goal is the sign-up on the sign-ups alone', async () => {
    const signUpGoal = { ...landing.goal, metric: 'sign-up' as const, baselineRate: 0.024 };
    const counts = goalCounts(signUpGoal, await runExperimentQuery(engine, query));
    expect(counts.map(({ converted }) => converted)).toEqual([96, 100]);
    // 2.4% against 2.5% on 4,000 visitors each is no difference, and far short of the sample.
    const verdict = experimentVerdict({ ...landing, goal: signUpGoal }, counts);
    expect(verdict.outcome.kind).toBe('collecting');
    expect(verdict.variants[1]?.chanceBest).toBeGreaterThan(0.5);
    expect(verdict.variants[1]?.chanceBest).toBeLessThan(0.8);
  });

  it('with the first day alone says how many more visitors are needed', async () => {
    const early = await runExperimentQuery(engine, { ...query, to: '2026-12-02' });
    expect(early).toEqual([honest('home', 2_000, 160, 48), honest('homepage1', 2_000, 210, 50)]);
    expect(experimentVerdict(landing, goalCounts(landing.goal, early)).outcome).toEqual({
      kind: 'collecting',
      moreVisitors: 2 * (3_213 - 2_000),
    });
  });
});
