// `npm run bench:taps`: how soon each control answers a tap made while the page is still starting.
// Chromium (Playwright) with a 4× CPU slowdown on the phone profile (the desktop download button
// on a desktop-sized window, slowed the same), against the built site served by the local stack.
// Each control is tapped in a fresh page at several moments after the first paint, and the time
// from the tap (the input event's own timestamp) to the visible or stored response is measured in
// the page, frame by frame. Every tap must also leave the page in the state the same tap gives on
// a hydrated page. Every wait is bounded: a tap that never answers is reported, not waited on.
// Needs `npm run build` first. Options: --moments 0,300,1000,3000 --controls "FAQ question,…".
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { startLocalStack } from '../../lambdas/local/start.ts';
import { appStartEvents } from '../../web/src/app-start.ts';
import { consentCopy } from '../../web/src/content/consent.ts';
import { contactCopy } from '../../web/src/content/contact.ts';
import { homeFaqs } from '../../web/src/content/faqs.ts';
import { heroCopy } from '../../web/src/content/home.ts';
import { navigationCopy } from '../../web/src/content/navigation.ts';
import { consentStorageKey as consentKey } from '../../web/src/domain/consent.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../chromium.ts';
import { formatTapTable, judgeTaps, summarizeTaps, type TapBudget, type TapSample } from './tap-stats.ts';

const budget: TapBudget = { p95AtMostMs: 250 };
const cpuSlowdown = 4;
const defaultMoments = [0, 300, 1000, 3000];
/** Longer than any answer worth having: a tap still unanswered then counts as lost. */
const responseTimeoutMs = 5000;
const firstPaintTimeoutMs = 20_000;
const hydrationTimeoutMs = 30_000;

type Profile = 'phone' | 'desktop';
const profiles: Record<Profile, BrowserContextOptions> = {
  phone: devices['Pixel 7'],
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** What the page shows or stores for a control, read in the page: the tap must change it. */
type Probe = 'expanded' | 'carousel' | 'dialog' | 'consent' | 'checked' | 'value' | 'video' | 'navigation';

interface Control {
  readonly name: string;
  readonly route: string;
  readonly profile: Profile;
  readonly probe: Probe;
  readonly target: (page: Page) => Locator;
  /** A tap (or typing) on the target; the taps a control needs first go in `prepare`. */
  readonly act: (target: Locator, page: Page) => Promise<void>;
  readonly prepare?: (page: Page) => Promise<void>;
}

const firstQuestion = homeFaqs[0]?.question ?? '';
const byName = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
// A <summary> has no ARIA role Playwright can match, so a disclosure is found by its text too.
const disclosure = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .or(page.locator('summary', { hasText: name }))
    .first();
const tap = (target: Locator) => target.tap({ timeout: responseTimeoutMs });
const nextCards = (page: Page) => page.getByRole('button', { name: 'Next testimonials' });

const controls: readonly Control[] = [
  { name: 'Carousel next', route: '/', profile: 'phone', probe: 'carousel', target: nextCards, act: tap },
  {
    name: 'Carousel previous',
    route: '/',
    profile: 'phone',
    probe: 'carousel',
    target: (page) => page.getByRole('button', { name: 'Previous testimonials' }),
    act: tap,
    prepare: async (page) => {
      await tap(nextCards(page));
      await waitForProbeChange(nextCards(page), 'carousel', 'Next before Previous');
    },
  },
  {
    name: 'FAQ question',
    route: '/',
    profile: 'phone',
    probe: 'expanded',
    target: (page) => disclosure(page, firstQuestion),
    act: tap,
  },
  {
    name: 'Consent Accept',
    route: '/',
    profile: 'phone',
    probe: 'consent',
    target: (page) => page.getByRole('button', { name: consentCopy.accept, exact: true }),
    act: tap,
  },
  {
    name: 'Consent Reject',
    route: '/',
    profile: 'phone',
    probe: 'consent',
    target: (page) => page.getByRole('button', { name: consentCopy.reject, exact: true }),
    act: tap,
  },
  {
    name: 'Privacy consent switch',
    route: '/privacy-policy',
    profile: 'phone',
    probe: 'checked',
    target: (page) => page.getByRole('switch', { name: consentCopy.toggleLabel }),
    act: tap,
  },
  {
    name: 'Download (desktop)',
    route: '/',
    profile: 'desktop',
    probe: 'dialog',
    target: (page) => byName(page, heroCopy.cta),
    act: tap,
  },
  {
    name: 'Download (phone)',
    route: '/',
    profile: 'phone',
    probe: 'navigation',
    target: (page) => byName(page, heroCopy.cta),
    act: tap,
  },
  {
    name: 'Nav menu',
    route: '/',
    profile: 'phone',
    probe: 'expanded',
    target: (page) => page.getByRole('button', { name: navigationCopy.openMenu }),
    act: tap,
  },
  {
    name: 'Hero video pause',
    route: '/',
    profile: 'phone',
    probe: 'video',
    target: (page) =>
      page.getByRole('button', { name: new RegExp(`${heroCopy.pauseVideo}|${heroCopy.playVideo}`) }),
    act: tap,
  },
  {
    name: 'Contact message typing',
    route: '/contact-us',
    profile: 'phone',
    probe: 'value',
    target: (page) => page.getByRole('textbox', { name: contactCopy.fields.message }),
    act: async (target, page) => {
      await tap(target);
      await page.keyboard.type('Hello', { delay: 30 });
    },
  },
  {
    name: 'Contact checkbox',
    route: '/contact-us',
    profile: 'phone',
    probe: 'checked',
    target: (page) => page.getByRole('checkbox', { name: contactCopy.fields.consent }),
    act: tap,
  },
];

/** Records when the visitor last acted, by the input event's own timestamp, before any script. */
function recordInputs(): void {
  const mark = (event: Event) => {
    Reflect.set(window, '__benchInputAt', event.timeStamp);
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, mark, { capture: true, passive: true });
}

/** In the page: the probe's current reading, or a wait (one check per frame) until it changes. */
function readProbe(
  element: Element,
  {
    probe,
    before,
    timeoutMs,
    consentKey,
  }: { probe: Probe; before: string | null; timeoutMs: number; consentKey: string },
): Promise<{ state: string; afterInputMs: number | null }> {
  const read = (): string => {
    switch (probe) {
      case 'expanded':
        return element.getAttribute('aria-expanded') ?? String(element.closest('details')?.open ?? false);
      case 'carousel':
        return (
          document
            .querySelector('[aria-roledescription="carousel"] [role="group"][aria-label]')
            ?.getAttribute('aria-label') ?? ''
        );
      case 'dialog':
        return String(document.querySelector('dialog[open], [role="dialog"]:not([hidden])') !== null);
      case 'consent':
        return `${localStorage.getItem(consentKey)}|${document.cookie}`;
      case 'checked':
        return (
          element.getAttribute('aria-checked') ??
          String(element instanceof HTMLInputElement && element.checked)
        );
      case 'value':
        return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
          ? element.value
          : '';
      case 'video':
        return String(document.querySelector('video')?.paused ?? true);
      case 'navigation':
        return location.href;
    }
  };
  if (before === null) return Promise.resolve({ state: read(), afterInputMs: null });
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const state = read();
      const inputAt: unknown = Reflect.get(window, '__benchInputAt');
      if (state !== before) {
        resolve({ state, afterInputMs: typeof inputAt === 'number' ? performance.now() - inputAt : null });
      } else if (performance.now() - started > timeoutMs) resolve({ state, afterInputMs: null });
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function probeState(target: Locator, probe: Probe): Promise<string> {
  const { state } = await target.evaluate(readProbe, { probe, before: null, timeoutMs: 0, consentKey });
  return state;
}

async function waitForProbeChange(target: Locator, probe: Probe, what: string): Promise<void> {
  const before = await probeState(target, probe);
  const result = await target.evaluate(readProbe, {
    probe,
    before,
    timeoutMs: responseTimeoutMs,
    consentKey,
  });
  if (result.state === before) throw new Error(`${what} had no effect within ${responseTimeoutMs} ms`);
}

interface Run {
  readonly responseMs: number | null;
  readonly finalState: string;
}

/** When each browser context's page asked to leave for another site (the phone's download tap). */
const navigationAt = new WeakMap<object, number>();

async function newPage(browser: Browser, control: Control, origin: string): Promise<Page> {
  const context = await browser.newContext({ ...profiles[control.profile], baseURL: origin });
  // The web app and every other site are not ours to load: a phone's download tap is answered
  // (and timed) when its navigation request leaves, with an empty response so the page stays.
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const request = route.request();
      if (request.isNavigationRequest()) navigationAt.set(context, Date.now());
      void route.fulfill({ status: 204 });
    },
  );
  // tsx names nested functions through an `__name` helper that the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (value) => value;' });
  await context.addInitScript(recordInputs);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** Milliseconds since navigation start at which the page first painted. */
async function firstPaint(page: Page): Promise<number> {
  const deadline = Date.now() + firstPaintTimeoutMs;
  while (Date.now() < deadline) {
    const painted = await page
      .evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? null)
      .catch(() => null);
    if (painted !== null) return painted;
    await page.waitForTimeout(20);
  }
  throw new Error(`no first paint within ${firstPaintTimeoutMs} ms`);
}

async function waitForHydrated(page: Page): Promise<void> {
  await page.evaluate(
    ({ event, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        const settle = () => {
          // The page's parts hydrate in slices after the announcement; idle means they are done.
          requestIdleCallback(() => {
            resolve();
          });
        };
        if (Reflect.get(window, '__benchHydrated') === true) settle();
        addEventListener(event, settle, { once: true });
        setTimeout(() => {
          reject(new Error(`not hydrated within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    { event: appStartEvents.hydrated, timeoutMs: hydrationTimeoutMs },
  );
}

/** One tap at `moment` ms after the first paint, or (moment null) on the hydrated page. */
async function tapOnce(
  browser: Browser,
  control: Control,
  origin: string,
  moment: number | null,
): Promise<Run> {
  const page = await newPage(browser, control, origin);
  try {
    await page.addInitScript((event) => {
      addEventListener(event, () => Reflect.set(window, '__benchHydrated', true), { once: true });
    }, appStartEvents.hydrated);
    await page.goto(control.route, { waitUntil: 'commit' });
    if (moment === null) await waitForHydrated(page);
    else {
      const painted = await firstPaint(page);
      const now = await page.evaluate(() => performance.now());
      if (painted + moment > now) await page.waitForTimeout(painted + moment - now);
    }
    await control.prepare?.(page);
    const target = control.target(page);
    const before = await probeState(target, control.probe);
    const tapWallClock = Date.now();
    let responseMs: number | null;
    if (control.probe === 'navigation') {
      await control.act(target, page);
      const deadline = Date.now() + responseTimeoutMs;
      while (!navigationAt.has(page.context()) && Date.now() < deadline) await page.waitForTimeout(10);
      const requested = navigationAt.get(page.context());
      responseMs = requested === undefined ? null : requested - tapWallClock;
    } else {
      const measuring = target.evaluate(readProbe, {
        probe: control.probe,
        before,
        timeoutMs: responseTimeoutMs,
        consentKey,
      });
      await control.act(target, page);
      const result = await measuring;
      responseMs = result.state === before ? null : result.afterInputMs;
    }
    await waitForHydrated(page);
    const finalState =
      control.probe === 'navigation'
        ? String(navigationAt.has(page.context()))
        : await probeState(target, control.probe);
    return { responseMs, finalState };
  } finally {
    await page.context().close();
  }
}

function parseOptions(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { moments: { type: 'string' }, controls: { type: 'string' } },
  });
  const moments = values.moments?.split(',').map(Number) ?? defaultMoments;
  if (moments.some((moment) => !Number.isInteger(moment) || moment < 0)) {
    throw new Error(
      `--moments takes whole milliseconds, e.g. 0,300,1000,3000; got "${values.moments ?? ''}"`,
    );
  }
  const names = values.controls?.split(',').map((name) => name.trim());
  const unknown = names?.filter((name) => !controls.some((control) => control.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `unknown control(s) ${unknown.join(', ')}; known: ${controls.map((control) => control.name).join(', ')}`,
    );
  }
  return { moments, controls: names ? controls.filter((control) => names.includes(control.name)) : controls };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  assertChromiumInstalled();
  const dataDir = await mkdtemp(join(tmpdir(), 'fernly-bench-taps-'));
  const stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples: TapSample[] = [];
  const [loadAtStart = 0] = loadavg();
  try {
    console.log(
      `Tap to response, ${cpuSlowdown}× CPU slowdown, ${options.controls.length} controls × moments ` +
        `${options.moments.join(', ')} ms after the first paint, against ${stack.url}\n`,
    );
    for (const control of options.controls) {
      const expected = await tapOnce(browser, control, stack.url, null).catch((error: unknown) => {
        throw new Error(
          `${control.name} on the hydrated page: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      for (const moment of options.moments) {
        const sample = await tapOnce(browser, control, stack.url, moment).then(
          (run): TapSample => ({
            control: control.name,
            moment,
            responseMs: run.responseMs,
            tookEffect: run.finalState === expected.finalState,
            detail:
              run.finalState === expected.finalState
                ? undefined
                : `ended "${run.finalState}", hydrated page "${expected.finalState}"`,
          }),
          (error: unknown): TapSample => ({
            control: control.name,
            moment,
            responseMs: null,
            tookEffect: false,
            detail: error instanceof Error ? error.message.split('\n')[0] : String(error),
          }),
        );
        samples.push(sample);
        const figure = sample.responseMs === null ? 'no response' : `${Math.round(sample.responseMs)} ms`;
        console.log(
          `  ${control.name} at +${moment} ms: ${figure}${sample.tookEffect ? '' : ` ✗ ${sample.detail ?? 'lost'}`}`,
        );
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const rows = summarizeTaps(samples);
  console.log(`\n${formatTapTable(rows, budget)}\n`);
  const [loadAtEnd = 0] = loadavg();
  console.log(
    `Budget: p95 ≤ ${budget.p95AtMostMs} ms and every tap takes effect. One-minute load average ` +
      `${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end.`,
  );
  const misses = judgeTaps(rows, budget);
  if (misses.length > 0) {
    console.log(`\nFailed:\n  ✗ ${misses.join('\n  ✗ ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery control is within budget.');
}

await main();
