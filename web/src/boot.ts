/**
 * The only script a page runs before the app. The pre-rendered page is complete and readable on
 * its own, so the app (React and the router, most of the page's JavaScript) starts once the page
 * has loaded and the browser is idle: it never competes with the first paint or the hero image.
 * The app starts at once if the visitor begins to interact first.
 *
 * Nothing the visitor does in the meantime is lost:
 * - form fields, links and <details> work natively, and the app leaves their state alone;
 * - a consent choice is stored the moment it is tapped, so a Reject holds before the app can
 *   record anything;
 * - taps on the app's own controls (carousel, menu, dialog, calls to action) wait in a queue and
 *   are replayed in order once the page has hydrated, each after the app has reacted to the last.
 *   Until the queue is empty every such tap joins it, so a tap during hydration cannot overtake
 *   an earlier one.
 *
 * The build bundles this file into an inline script (web/prerender/boot-script.ts) at the end of each
 * page's body; the script's data-entry attribute names the app's module, data-modules the
 * modules it imports and data-product-domain the domain the consent cookie is shared across.
 */
import {
  consentAfterTap,
  consentControlAttribute,
  isConsentControl,
} from './features/consent/consent-controls.ts';
import { readStoredConsent, storeConsent } from './features/consent/consent-storage.ts';
import type { ConsentChoice } from './features/consent/consent.ts';
import {
  appStartEvents,
  deferredControlSelector,
  idleStartTimeoutMs,
  interactionEvents,
  isModifiedClick,
  replayStateAttribute,
  tapStillApplies,
} from './shared/app-start.ts';

const script = document.currentScript;
const entry = script?.dataset.entry;
const modules = script?.dataset.modules?.split(' ').filter((module) => module !== '') ?? [];
// The domain the consent cookie is shared across; the build writes it from the site config.
const productDomain = script?.dataset.productDomain ?? window.location.hostname;

let started = false;
let replaying = false;
interface QueuedTap {
  readonly control: HTMLElement;
  readonly stateAtTap: string | null;
}
const queue: QueuedTap[] = [];

function start() {
  if (started || entry === undefined) return;
  // The router's hydration data is a deferred script (web/prerender/site-files.ts), run just before
  // DOMContentLoaded; an input before then starts the app once it has run.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
    return;
  }
  started = true;
  for (const type of interactionEvents) removeEventListener(type, start, true);
  // Fetched in parallel with the entry rather than one after another as its imports are parsed.
  for (const module of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = module;
    document.head.append(link);
  }
  import(entry).catch((error: unknown) => {
    // The page stays readable and its links and forms work; a call to action tapped meanwhile
    // still takes the visitor to the app, as its link says.
    console.error('The app could not be loaded', error);
    stopQueueing();
    const link = queue.find((tap) => tap.control instanceof HTMLAnchorElement)?.control;
    if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
  });
}

/** Shows what a consent choice changes before the app can: the bar goes, the privacy switch flips. */
function reflectConsent(choice: ConsentChoice | null) {
  for (const bar of document.querySelectorAll<HTMLElement>('.consent-bar')) bar.hidden = choice !== null;
  for (const toggle of document.querySelectorAll(`[${consentControlAttribute}="toggle"]`))
    toggle.setAttribute('aria-checked', String(choice === 'granted'));
}

function takeClick(event: MouseEvent) {
  if (replaying || !(event.target instanceof Element)) return;
  const consentControl = event.target.closest<HTMLElement>(`[${consentControlAttribute}]`);
  const control = consentControl ?? event.target.closest<HTMLElement>(deferredControlSelector);
  if (control === null) return;
  if (control instanceof HTMLAnchorElement && isModifiedClick(event)) return;
  // Neither the browser (a call to action would leave for the app) nor a half-hydrated React
  // acts on it now: it is handled here, or replayed in turn.
  event.preventDefault();
  event.stopImmediatePropagation();
  start();
  const consentChoice = consentControl?.getAttribute(consentControlAttribute) ?? undefined;
  if (isConsentControl(consentChoice)) {
    const choice = consentAfterTap(consentChoice, readStoredConsent());
    storeConsent(choice, productDomain);
    reflectConsent(choice);
    dispatchEvent(new Event(appStartEvents.consentStored));
  } else {
    queue.push({ control, stateAtTap: control.getAttribute(replayStateAttribute) });
  }
}

function stopQueueing() {
  removeEventListener('click', takeClick, true);
}

/** Resolves after the browser has run what the last replayed tap scheduled (React renders in a task). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function replayQueue() {
  for (let tap = queue.shift(); tap !== undefined; tap = queue.shift()) {
    const { control, stateAtTap } = tap;
    if (!control.isConnected || !tapStillApplies(stateAtTap, control.getAttribute(replayStateAttribute)))
      continue;
    replaying = true;
    control.click();
    replaying = false;
    await nextTask();
  }
  stopQueueing();
  dispatchEvent(new Event(appStartEvents.tapsReplayed));
}

/** Safari has no requestIdleCallback: there a short timeout stands in for the idle moment. */
function whenIdle(callback: () => void, timeout?: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

// Capturing on window runs before React's listeners on the document.
addEventListener('click', takeClick, true);
for (const type of interactionEvents) addEventListener(type, start, { capture: true, passive: true });
addEventListener(
  appStartEvents.hydrated,
  () => {
    // In the task after the announcement, not at the next idle moment: that can be half a second
    // away on a page with a playing clip. A part of the page still hydrating (a Suspense boundary)
    // is hydrated at once by React when a click reaches it, and the click replayed after.
    setTimeout(() => void replayQueue(), 0);
  },
  { once: true },
);
reflectConsent(readStoredConsent());

function startWhenIdle() {
  whenIdle(start, idleStartTimeoutMs);
}
if (document.readyState === 'complete') startWhenIdle();
else addEventListener('load', startWhenIdle, { once: true });
