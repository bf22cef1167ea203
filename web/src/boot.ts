/**
 * The only script a page runs before the app. The pre-rendered page is complete and readable on
 * its own, so the app (React and the router, most of the page's JavaScript) starts once the page
 * has loaded and the browser is idle: it never competes with the first paint or the hero image.
 * The app starts at once if the visitor begins to interact first, and a tap on a button made
 * before the app is ready is replayed on that button when it is.
 *
 * The build bundles this file into an inline script (web/build/boot-script.ts) at the end of each
 * page's body; the script's
 * data-entry attribute names the app's module and data-modules the modules it imports.
 */
import { appStartEvents, idleStartTimeoutMs, interactionEvents, replayableButton } from './app-start.ts';

const script = document.currentScript;
const entry = script?.dataset.entry;
const modules = script?.dataset.modules?.split(' ').filter((module) => module !== '') ?? [];

let started = false;
let pendingButton: HTMLButtonElement | null = null;

function rememberButton(event: MouseEvent) {
  pendingButton =
    replayableButton(event.target, (value) => value instanceof HTMLButtonElement) ?? pendingButton;
}

function start() {
  if (started || entry === undefined) return;
  // The router's hydration data is a deferred script (web/build/site-files.ts), run just before
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
    // The page stays readable and its links work; only its buttons are inert.
    console.error('The app could not be loaded', error);
  });
}

/** Safari has no requestIdleCallback: there a short timeout stands in for the idle moment. */
function whenIdle(callback: () => void, timeout?: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

function startWhenIdle() {
  whenIdle(start, idleStartTimeoutMs);
}

for (const type of interactionEvents) addEventListener(type, start, { capture: true, passive: true });
document.addEventListener('click', rememberButton, true);
addEventListener(
  appStartEvents.hydrating,
  () => {
    document.removeEventListener('click', rememberButton, true);
  },
  { once: true },
);
addEventListener(
  appStartEvents.hydrated,
  () => {
    // The page's own parts hydrate in slices after the shell announces itself; the browser is
    // idle again only once React has finished them, and then the button reacts to the click.
    whenIdle(() => {
      if (pendingButton?.isConnected === true) pendingButton.click();
      pendingButton = null;
    });
  },
  { once: true },
);
if (document.readyState === 'complete') startWhenIdle();
else addEventListener('load', startWhenIdle, { once: true });
