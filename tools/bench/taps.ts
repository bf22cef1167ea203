// `npm run bench:taps`: how soon each control answers a tap made while the page is still starting
// (issue 20: within 250 ms at any moment from the first paint, and no tap lost).
// Chromium (Playwright) with a 4× CPU slowdown on the phone profile (the desktop download button
// on a desktop-sized window, slowed the same), against the built site served by the local stack.
// Each control is tapped in a fresh page the moment it first shows, while the rest of the page may
// still be arriving (decision 0069), and at several moments after the first paint; the time from
// the tap (the input event's own timestamp) to the visible or stored response is measured in the
// page, frame by frame. Every tap must also leave the page in the state the same tap gives on
// a settled page (loaded and idle, a touched island hydrated). Every wait is bounded: a tap that never
// answers is reported, not waited on.
// Needs `npm run build` first. Options: --moments visible,0,300,1000,3000 --controls "FAQ question,…".
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { startLocalStack } from '../../local/start.ts';
import { readContentFile } from '../../tests/content-file.ts';
import { consentCopyFileSchema } from '../../web/src/features/consent/consent-copy-schema.ts';
import { contactCopyFileSchema } from '../../web/src/features/contact/contact-copy-schema.ts';
import { contactFieldLabelIn } from '../../web/src/features/contact/contact-field-label.ts';
import { faqFileSchema } from '../../web/src/features/faq/faq-schema.ts';
import { heroCopyFileSchema } from '../../web/src/features/hero/hero-copy-schema.ts';
import { siteStorageKeys } from '../../web/src/shared/cookies.ts';
import { navigationCopy, navMenus } from '../../web/src/site/navigation.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import {
  formatTapTable,
  judgeTaps,
  parseTapMoments,
  summarizeTaps,
  tapMomentLabel,
  type TapBudget,
  type TapMoment,
  type TapSample,
} from './tap-stats.ts';

const budget: TapBudget = { p95AtMostMs: 250 };
const cpuSlowdown = 4;
/** Longer than any answer worth having: a tap still unanswered then counts as lost. */
const responseTimeoutMs = 5000;
const firstPaintTimeoutMs = 20_000;
const settleTimeoutMs = 30_000;

type Profile = 'phone' | 'desktop';
const profiles: Record<Profile, BrowserContextOptions> = {
  phone: devices['Pixel 7'],
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** What the page shows or stores for a control, read in the page: the tap must change it. */
type Probe =
  'expanded' | 'carousel' | 'dialog' | 'consent' | 'checked' | 'value' | 'video' | 'navigation' | 'sending';
/** The probes that read the tapped element itself; the others read the page. */
const elementProbes: ReadonlySet<Probe> = new Set(['expanded', 'checked', 'value']);

interface Control {
  readonly name: string;
  readonly route: string;
  readonly profile: Profile;
  readonly probe: Probe;
  readonly target: (page: Page) => Locator;
  /** A tap (or typing) at the target's centre; the taps a control needs first go in `prepare`. */
  readonly act: (at: Point, page: Page) => Promise<void>;
  readonly prepare?: (page: Page) => Promise<void>;
  /**
   * The probe's final state a tap asks for, from the control's text when the finger came down,
   * for a control whose meaning depends on when it is tapped (Play before the clip starts, Pause
   * once it plays). Without it, a tap must end where the same tap ends on a hydrated page.
   */
  readonly askedFor?: (textAtTap: string) => string;
}

// Read as the build reads them: tsx has no loader for `import … from '….yaml'`.
const { consent: consentCopy } = readContentFile('content/pages/consent.yaml', consentCopyFileSchema);
const { contact: contactCopy } = readContentFile('content/pages/contact.yaml', contactCopyFileSchema);
const messageLabel = contactFieldLabelIn(contactCopy.fields, 'message');
const { hero: heroCopy } = readContentFile('content/pages/hero.yaml', heroCopyFileSchema);
const firstQuestion = readContentFile('content/faq.yaml', faqFileSchema).home[0]?.question ?? '';
const byName = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
// A <summary> has no ARIA role Playwright can match, so a disclosure is found by its text too.
const disclosure = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .or(page.locator('summary', { hasText: name }))
    .first();
// By CSS, not by role: the bar hides itself once answered, and the probe still reads through it.
const consentButton = (page: Page, label: string) =>
  page.locator('.consent-bar button').filter({ hasText: new RegExp(`^${label}$`) });
interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Where a finger lands on the control, in the viewport, scrolled into view first. Found before
 * the moment of the tap: Playwright's own tap waits for the control to be stable, which holds the
 * tap until the page's main thread is free and would hide the very wait being measured.
 */
async function centreOf(target: Locator): Promise<Point> {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  const box = await target.boundingBox();
  if (box === null) throw new Error('the control has no box on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const tapAt = (at: Point, page: Page) => page.touchscreen.tap(at.x, at.y);
const tap = async (target: Locator) => tapAt(await centreOf(target), target.page());
const nextCards = (page: Page) => page.getByRole('button', { name: 'Next testimonials' });

const controls: readonly Control[] = [
  { name: 'Carousel next', route: '/', profile: 'phone', probe: 'carousel', target: nextCards, act: tapAt },
  {
    name: 'Carousel previous',
    route: '/',
    profile: 'phone',
    probe: 'carousel',
    target: (page) => page.getByRole('button', { name: 'Previous testimonials' }),
    act: tapAt,
    prepare: async (page) => {
      await expectChange(nextCards(page), 'carousel', 'Next before Previous', tap);
    },
  },
  {
    name: 'FAQ question',
    route: '/',
    profile: 'phone',
    probe: 'expanded',
    target: (page) => disclosure(page, firstQuestion),
    act: tapAt,
  },
  {
    name: 'Consent Accept',
    route: '/',
    profile: 'phone',
    probe: 'consent',
    target: (page) => consentButton(page, consentCopy.accept),
    act: tapAt,
  },
  {
    name: 'Consent Reject',
    route: '/',
    profile: 'phone',
    probe: 'consent',
    target: (page) => consentButton(page, consentCopy.reject),
    act: tapAt,
  },
  {
    name: 'Privacy consent switch',
    route: '/privacy-policy',
    profile: 'phone',
    probe: 'checked',
    target: (page) => page.getByRole('switch', { name: consentCopy.toggleLabel }),
    act: tapAt,
  },
  {
    name: 'Download (desktop)',
    route: '/',
    profile: 'desktop',
    probe: 'dialog',
    target: (page) => byName(page, heroCopy.cta),
    // A desktop has a mouse, not a touch screen.
    act: (at, page) => page.mouse.click(at.x, at.y),
  },
  {
    name: 'Download (phone)',
    route: '/',
    profile: 'phone',
    probe: 'navigation',
    target: (page) => byName(page, heroCopy.cta),
    act: tapAt,
  },
  {
    name: 'Nav menu (phone)',
    // The home pages have a top bar; the other pages have the nav bar with the menu button.
    route: '/faqs',
    profile: 'phone',
    probe: 'expanded',
    target: (page) => page.getByRole('button', { name: navigationCopy.openMenu }),
    act: tapAt,
  },
  {
    name: 'Nav menu (desktop)',
    route: '/faqs',
    profile: 'desktop',
    probe: 'expanded',
    target: (page) => page.getByRole('button', { name: navMenus[0]?.label ?? '' }),
    act: (at, page) => page.mouse.click(at.x, at.y),
  },
  {
    name: 'Hero video pause',
    route: '/',
    profile: 'phone',
    probe: 'video',
    target: (page) =>
      page.getByRole('button', { name: new RegExp(`${heroCopy.pauseVideo}|${heroCopy.playVideo}`) }),
    act: tapAt,
    // The video probe reads `paused`: Play asks for "false", Pause for "true".
    askedFor: (textAtTap) => String(textAtTap.includes(heroCopy.pauseVideo)),
  },
  {
    name: 'Contact message typing',
    route: '/contact-us',
    profile: 'phone',
    probe: 'value',
    target: (page) => page.getByRole('textbox', { name: messageLabel }),
    act: async (at, page) => {
      await tapAt(at, page);
      await page.keyboard.type('Hello', { delay: 30 });
    },
  },
  {
    name: 'Contact checkbox',
    route: '/contact-us',
    profile: 'phone',
    probe: 'checked',
    target: (page) => page.getByRole('checkbox', { name: contactCopy.fields.consent }),
    act: tapAt,
  },
  {
    name: 'Contact Send',
    route: '/contact-us',
    profile: 'phone',
    probe: 'sending',
    target: (page) => page.getByRole('button', { name: contactCopy.submit }),
    act: tapAt,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: messageLabel }).fill('Sent in a hurry.');
      await page.getByRole('checkbox', { name: contactCopy.fields.consent }).check();
    },
  },
];

/** Records when the visitor last acted, by the input event's own timestamp, before any script. */
function recordInputs(): void {
  const mark = (event: Event) => {
    Reflect.set(window, '__benchInputAt', event.timeStamp);
    // The finger lands on the icon or label inside a control; the control's whole text says what it does.
    if (event.target instanceof Element) {
      const control = event.target.closest('button, a, summary') ?? event.target;
      Reflect.set(window, '__benchInputText', control.textContent);
    }
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, mark, { capture: true, passive: true });
}

interface ArmedProbe {
  readonly read: () => string;
  stateAtInput: string | null;
}

declare global {
  interface Window {
    /** Left by readProbe (armed) for awaitResponse, in the page. */
    __benchProbe?: ArmedProbe;
  }
}

/**
 * In the page: the probe's current reading. Armed, it also notes the reading when the next
 * input arrives, the state a response must change: the page can change on its own before a tap
 * lands (the hero clip starts by itself on hydrating).
 */
function readProbe(
  element: Element,
  { probe, arm, consentKey }: { probe: Probe; arm: boolean; consentKey: string },
): string {
  const read = (): string => {
    switch (probe) {
      case 'expanded': {
        // A menu button's popover opens with no script, before the page script says so in aria-expanded.
        const popover = element.getAttribute('popovertarget');
        if (popover !== null)
          return String(document.getElementById(popover)?.matches(':popover-open') ?? false);
        return element.getAttribute('aria-expanded') ?? String(element.closest('details')?.open ?? false);
      }
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
      case 'sending': {
        // Held until the form hydrates (busy), then sending, then sent: each is an answer.
        const form = element.closest('form');
        const status = form?.querySelector('[role="status"]')?.textContent ?? '';
        return `${form?.getAttribute('aria-busy') ?? ''}|${element.textContent}|${status}`;
      }
    }
  };
  if (arm) {
    const armed: ArmedProbe = { read, stateAtInput: null };
    const recordState = () => {
      armed.stateAtInput ??= read();
    };
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, recordState, { capture: true, once: true });
    window.__benchProbe = armed;
  }
  return read();
}

/** In the page: waits (one check per frame) until the armed probe's reading leaves its state at the input. */
function awaitResponse(
  timeoutMs: number,
): Promise<{ state: string; stateAtInput: string | null; afterInputMs: number | null }> {
  const armed = window.__benchProbe;
  if (armed === undefined) throw new Error('the probe was not armed before the input');
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const state = armed.read();
      const inputAt: unknown = Reflect.get(window, '__benchInputAt');
      if (armed.stateAtInput !== null && typeof inputAt === 'number' && state !== armed.stateAtInput) {
        resolve({ state, stateAtInput: armed.stateAtInput, afterInputMs: performance.now() - inputAt });
      } else if (performance.now() - started > timeoutMs) {
        resolve({ state, stateAtInput: armed.stateAtInput, afterInputMs: null });
      } else requestAnimationFrame(check);
    };
    check();
  });
}

async function armProbe(probed: Locator, probe: Probe): Promise<void> {
  await probed.evaluate(readProbe, { probe, arm: true, consentKey: siteStorageKeys.consent });
}

/** Acts on an armed probe and resolves with the first reading that differs from the one at the input. */
async function measureResponse(
  page: Page,
  act: () => Promise<void>,
): Promise<{ state: string; stateAtInput: string | null; afterInputMs: number | null }> {
  const measuring = page.evaluate(awaitResponse, responseTimeoutMs);
  // Together, so a failed tap does not leave the measurement's promise unhandled.
  const [result] = await Promise.all([measuring, act()]);
  return result;
}

async function probeState(target: Locator, probe: Probe): Promise<string> {
  return target.evaluate(readProbe, { probe, arm: false, consentKey: siteStorageKeys.consent });
}

/** Reads the probe, acts, and fails unless the reading changes within the response timeout. */
async function expectChange(
  target: Locator,
  probe: Probe,
  what: string,
  act: (target: Locator) => Promise<void>,
): Promise<void> {
  await armProbe(target, probe);
  const result = await measureResponse(target.page(), () => act(target));
  if (result.afterInputMs === null) throw new Error(`${what} had no effect within ${responseTimeoutMs} ms`);
}

interface Run {
  readonly responseMs: number | null;
  /** Why no response was seen: the reading when the input came (null: no input seen) and after. */
  readonly unanswered: string | null;
  readonly finalState: string;
  readonly askedFor: string | null;
  readonly stateAtInput: string | null;
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

/**
 * Waits until the page has settled: loaded and idle, and, once the visitor has started on it, its
 * island hydrated, so what it holds for the island (a message sent early) has been done and its
 * state is final. An island nobody has touched stays as it is: it hydrates on a visitor's intent.
 */
async function waitForSettled(page: Page, islandTouched: boolean): Promise<void> {
  await page.waitForLoadState('load', { timeout: settleTimeoutMs });
  if (islandTouched)
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-island="contact-form"]')).every((island) =>
          island.hasAttribute('data-hydrated'),
        ),
      null,
      { timeout: settleTimeoutMs, polling: 50 },
    );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => {
          resolve();
        }),
      ),
  );
  await page.waitForLoadState('networkidle', { timeout: settleTimeoutMs });
}

/** One tap at `moment`, or (moment null) on the settled page. */
async function tapOnce(
  browser: Browser,
  control: Control,
  origin: string,
  moment: TapMoment | null,
): Promise<Run> {
  const page = await newPage(browser, control, origin);
  try {
    await page.goto(control.route, { waitUntil: 'commit' });
    const target = control.target(page);
    // Probes of the whole page read through <body>: once a modal dialog is open, or the consent bar
    // has gone, the tapped control may no longer be found by its role.
    const probed = elementProbes.has(control.probe) ? target : page.locator('body');
    if (moment === null) await waitForSettled(page, false);
    const tapTime =
      moment === null
        ? Date.now()
        : moment === 'visible'
          ? await whenShown(target)
          : await wallClockAfterFirstPaint(page, moment);
    if (control.prepare) {
      await sleepUntil(tapTime);
      await control.prepare(page);
    }
    // A control the page turns on (Send, once the box is ticked) shows when it can be used.
    if (moment === 'visible') await whenEnabled(target);
    // Everything that needs the page's main thread happens before the moment, so the tap leaves on
    // time; the browser then holds it until the page can take it, which is what is measured.
    const at = await centreOf(target);
    if (control.probe !== 'navigation') await armProbe(probed, control.probe);
    await sleepUntil(tapTime);
    return await finishTap(page, control, probed, at);
  } finally {
    await page.context().close();
  }
}

/** The wall-clock time the control first shows: it has a box and is not hidden. */
async function whenShown(target: Locator): Promise<number> {
  await target.waitFor({ state: 'visible', timeout: firstPaintTimeoutMs });
  return Date.now();
}

async function whenEnabled(target: Locator): Promise<void> {
  const element = await target.elementHandle({ timeout: firstPaintTimeoutMs });
  await element.waitForElementState('enabled', { timeout: firstPaintTimeoutMs });
}

/** The wall-clock time `moment` ms after the page's first paint. */
async function wallClockAfterFirstPaint(page: Page, moment: number): Promise<number> {
  const painted = await firstPaint(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return timeOrigin + painted + moment;
}

async function sleepUntil(wallClockMs: number): Promise<void> {
  const wait = wallClockMs - Date.now();
  if (wait > 0) await sleep(wait);
}

/** Taps at `at` (the probe armed already) and reads the response and the page's final state. */
async function finishTap(page: Page, control: Control, probed: Locator, at: Point): Promise<Run> {
  const tapWallClock = Date.now();
  let responseMs: number | null;
  let unanswered: string | null = null;
  let stateAtInput: string | null = null;
  if (control.probe === 'navigation') {
    await control.act(at, page);
    const deadline = Date.now() + responseTimeoutMs;
    while (!navigationAt.has(page.context()) && Date.now() < deadline) await page.waitForTimeout(10);
    const requested = navigationAt.get(page.context());
    responseMs = requested === undefined ? null : requested - tapWallClock;
  } else {
    const result = await measureResponse(page, () => control.act(at, page));
    responseMs = result.afterInputMs;
    stateAtInput = result.stateAtInput;
    if (responseMs === null)
      unanswered = `"${result.stateAtInput ?? 'no input seen'}" then "${result.state}"`;
  }
  const textAtTap = await page.evaluate((): unknown => Reflect.get(window, '__benchInputText'));
  const askedFor = control.askedFor && typeof textAtTap === 'string' ? control.askedFor(textAtTap) : null;
  await waitForSettled(page, true);
  const finalState =
    control.probe === 'navigation'
      ? String(navigationAt.has(page.context()))
      : await probeState(probed, control.probe);
  return { responseMs, unanswered, finalState, askedFor, stateAtInput };
}

function parseOptions(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { moments: { type: 'string' }, controls: { type: 'string' } },
  });
  const moments = parseTapMoments(values.moments);
  const names = values.controls?.split(',').map((name) => name.trim());
  const unknown = names?.filter((name) => !controls.some((control) => control.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `unknown control(s) ${unknown.join(', ')}; known: ${controls.map((control) => control.name).join(', ')}`,
    );
  }
  return { moments, controls: names ? controls.filter((control) => names.includes(control.name)) : controls };
}

/** Lighthouse's CPU benchmark index, measured the way Lighthouse does, in an unthrottled page. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  assertChromiumInstalled();
  const dataDir = await mkdtemp(join(tmpdir(), 'fernly-bench-taps-'));
  const stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples: TapSample[] = [];
  const [loadAtStart = 0] = loadavg();
  const indexAtStart = await benchmarkIndex(browser);
  let indexAtEnd: number | null = null;
  try {
    console.log(
      `Tap to response, ${cpuSlowdown}× CPU slowdown, ${options.controls.length} controls, each tapped ` +
        `${options.moments.map(tapMomentLabel).join(', ')} (after the first paint), against ${stack.url}\n`,
    );
    for (const control of options.controls) {
      const expected = await tapOnce(browser, control, stack.url, null).catch((error: unknown) => {
        throw new Error(
          `${control.name} on the settled page: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      for (const moment of options.moments) {
        const sample = await tapOnce(browser, control, stack.url, moment).then(
          (run): TapSample => {
            const wanted = run.askedFor ?? expected.finalState;
            const source = run.askedFor === null ? 'settled page' : 'the tap asked for';
            return {
              control: control.name,
              moment,
              responseMs: run.responseMs,
              tookEffect: run.finalState === wanted,
              alreadyThere: run.askedFor !== null && run.stateAtInput === run.askedFor,
              detail: [
                run.unanswered === null ? '' : `no response: ${run.unanswered}`,
                run.finalState === wanted ? '' : `ended "${run.finalState}", ${source} "${wanted}"`,
              ]
                .filter((part) => part !== '')
                .join('; '),
            };
          },
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
          `  ${control.name} ${tapMomentLabel(moment)}: ${figure}${sample.tookEffect ? '' : ' ✗'}${sample.detail ? ` (${sample.detail})` : ''}`,
        );
      }
    }
    indexAtEnd = await benchmarkIndex(browser);
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
      `${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end; Lighthouse CPU benchmark index ` +
      `${indexAtStart} at start, ${indexAtEnd} at end.`,
  );
  const misses = judgeTaps(rows, budget);
  if (misses.length > 0) {
    console.log(`\nFailed:\n  ✗ ${misses.join('\n  ✗ ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery control is within budget.');
}

await main();
