// One Lighthouse run of one page in a fresh headless Chromium, shared by the site benchmark and
// the blocking-time floors so both measure the same way.
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { readRunReport, type RunReport } from './lighthouse-report.ts';
import { mapMetrics, type Preset } from './lighthouse-summary.ts';

/** Lets the previous Chromium's exit and the page's leftover work settle before the next run. */
export const pauseBetweenRunsMs = 2000;
export const retriesPerRun = 2;

export const presetDescriptions: Record<Preset, string> = {
  mobile:
    'Mobile (Lighthouse default: Moto G Power 412×823, simulated slow 4G at 150 ms RTT and 1.6 Mbps, 4× CPU slowdown)',
  desktop: 'Desktop (Lighthouse desktop config: 1350×940, simulated 40 ms RTT and 10 Mbps, no CPU slowdown)',
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Filled in by the first run: what the report names as the browser and Lighthouse used. */
export interface Versions {
  chromium: string | null;
  lighthouse: string | null;
}

export type Measurement = Omit<RunReport, 'lighthouseVersion'>;

const versionSchema = z.object({ Browser: z.string() });

async function runLighthouse(url: string, preset: Preset, versions: Versions): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    if (versions.chromium === null) {
      const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
      const browser = versionSchema.parse(await response.json()).Browser;
      versions.chromium = browser.replace(/^(Headless)?Chrome\//, 'Chromium ');
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
        // The filmstrip and full-page screenshot cost seconds per run and feed no figure here.
        disableFullPageScreenshot: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lighthouseVersion, ...measurement } = readRunReport(result.lhr);
    versions.lighthouse ??= lighthouseVersion;
    return measurement;
  } finally {
    chrome.kill();
  }
}

function failedRun(error: unknown): Measurement {
  return {
    runtimeError: error instanceof Error ? error.message : String(error),
    warnings: [],
    benchmarkIndex: null,
    metrics: mapMetrics(() => null),
    diagnostics: {
      lcpElement: null,
      lcpPhases: [],
      longTasks: [],
      scriptTime: [],
      layoutShifts: [],
      failingAudits: { performance: [], accessibility: [], bestPractices: [], seo: [] },
    },
  };
}

/**
 * Runs Lighthouse, and again when it could not finish: under load Chromium sometimes loses the
 * trace (NO_NAVSTART, NO_FCP), and Lighthouse's own advice is to run again, which keeps one
 * hiccup from voiding a median.
 */
export async function measurePage(
  url: string,
  preset: Preset,
  versions: Versions,
  onRetry: (error: string) => void,
): Promise<{ readonly outcome: Measurement; readonly failedAttempts: readonly string[] }> {
  const failedAttempts: string[] = [];
  let outcome = await runLighthouse(url, preset, versions).catch(failedRun);
  while (outcome.runtimeError !== null && failedAttempts.length < retriesPerRun) {
    failedAttempts.push(outcome.runtimeError);
    onRetry(outcome.runtimeError);
    await sleep(pauseBetweenRunsMs);
    outcome = await runLighthouse(url, preset, versions).catch(failedRun);
  }
  return { outcome, failedAttempts };
}
