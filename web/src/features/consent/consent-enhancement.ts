// The consent bar and the privacy page's switch, run by the page's own script from the first paint
// (web/src/boot.ts): a choice is stored the moment it is tapped, so a Reject holds before anything
// could be recorded, however early it came. The components only draw them (consent-bar.tsx,
// consent-toggle.tsx); the same code runs them on pages the router renders later.
import { appStartEvents } from '../../shared/app-start.ts';
import {
  consentAfterTap,
  consentBarAttribute,
  consentControlAttribute,
  consentStatusAttribute,
  isConsentControl,
} from './consent-controls.ts';
import { consentCopy } from './consent-copy.ts';
import { readStoredConsent, storeConsent } from './consent-storage.ts';
import type { ConsentChoice, ConsentState } from './consent.ts';

const barHeightProperty = '--consent-bar-height';
let reservedFor: HTMLElement | null = null;
let barSize: ResizeObserver | undefined;

/** The page keeps room below its content for the bar, so the bar never covers the footer or a focused control. */
function reserveSpaceFor(bar: HTMLElement | null) {
  const root = document.documentElement;
  if (bar === null) root.style.removeProperty(barHeightProperty);
  else root.style.setProperty(barHeightProperty, `${bar.offsetHeight}px`);
}

function statusText(choice: ConsentState): string {
  return choice === null ? consentCopy.toggleStatus.unset : consentCopy.toggleStatus[choice];
}

/** Shows what the stored choice means: the bar only while there is none, the switch's position and words. */
export function reflectConsent(choice: ConsentState): void {
  const bar = document.querySelector<HTMLElement>(`[${consentBarAttribute}]`);
  if (bar !== null) bar.hidden = choice !== null;
  const shown = bar !== null && !bar.hidden ? bar : null;
  if (shown !== reservedFor) {
    barSize ??= new ResizeObserver(([entry]) => {
      if (entry?.target instanceof HTMLElement) reserveSpaceFor(entry.target);
    });
    barSize.disconnect();
    if (shown !== null) barSize.observe(shown);
    reservedFor = shown;
    reserveSpaceFor(shown);
  }
  for (const toggle of document.querySelectorAll(`[${consentControlAttribute}="toggle"]`))
    toggle.setAttribute('aria-checked', String(choice === 'granted'));
  for (const status of document.querySelectorAll(`[${consentStatusAttribute}]`)) {
    const text = statusText(choice);
    if (status.textContent !== text) status.textContent = text;
  }
}

/** Stores the choice a consent control makes when tapped, shows it, and tells whoever listens. */
export function enhanceConsentControls(
  productDomain: string,
  onChoice: (choice: ConsentChoice) => void,
): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest(`[${consentControlAttribute}]`);
    const kind = control?.getAttribute(consentControlAttribute) ?? undefined;
    if (!isConsentControl(kind)) return;
    const choice = consentAfterTap(kind, readStoredConsent());
    storeConsent(choice, productDomain);
    reflectConsent(choice);
    dispatchEvent(new Event(appStartEvents.consentStored));
    onChoice(choice);
  });
}
