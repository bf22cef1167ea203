// The consent bar and the privacy page's switch, run by the page's own script from the first paint
// (web/src/site/page-script.ts): a choice is stored the moment it is tapped, so a Reject holds
// before anything could be recorded, however early it came. The components only draw them
// (./consent-bar.tsx, ./consent-toggle.tsx); the same code runs them on pages the router renders
// later.
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { ConsentState } from '../../shared/visit.ts';
import {
  consentAfterTap,
  consentBarAttribute,
  consentControlAttribute,
  consentStatusAttribute,
  isConsentControl,
} from './consent-controls.ts';
import { consentCopy } from './consent-copy.ts';
import { storeConsent } from './consent-storage.ts';

let reservedFor: HTMLElement | null = null;
let barSize: ResizeObserver | undefined;

/**
 * The page keeps room below its content for the bar, so the bar never covers the footer or a
 * focused control. The bar's height comes from a ResizeObserver, after the browser's own layout:
 * reading it while the page script runs would force a layout of the whole page into the script's
 * task at the first paint. The two properties are set on their elements, not through an inherited
 * custom property, so a change restyles two elements rather than the whole document.
 */
function reserveSpace(barHeight: number | null) {
  const { body, documentElement: root } = document;
  if (barHeight === null) {
    body.style.removeProperty('padding-bottom');
    root.style.removeProperty('scroll-padding-bottom');
  } else {
    body.style.setProperty('padding-bottom', `${barHeight}px`);
    root.style.setProperty('scroll-padding-bottom', `calc(${barHeight}px + var(--space-4))`);
  }
}

function statusText(choice: ConsentState): string {
  return choice === null ? consentCopy.toggleStatus.unset : consentCopy.toggleStatus[choice];
}

/** Shows what the stored choice means: the bar only while there is none, the switch's position and words. */
function reflectConsent(choice: ConsentState): void {
  const bar = document.querySelector<HTMLElement>(`[${consentBarAttribute}]`);
  if (bar !== null) bar.hidden = choice !== null;
  const shown = bar !== null && !bar.hidden ? bar : null;
  if (shown !== reservedFor) {
    barSize ??= new ResizeObserver(([entry]) => {
      const [box] = entry?.borderBoxSize ?? [];
      if (box !== undefined) reserveSpace(box.blockSize);
    });
    barSize.disconnect();
    // Observing reports the bar's first size in the frame's own layout, before it is painted.
    if (shown !== null) barSize.observe(shown);
    else reserveSpace(null);
    reservedFor = shown;
  }
  for (const toggle of document.querySelectorAll(`[${consentControlAttribute}="toggle"]`))
    toggle.setAttribute('aria-checked', String(choice === 'granted'));
  for (const status of document.querySelectorAll(`[${consentStatusAttribute}]`)) {
    const text = statusText(choice);
    if (status.textContent !== text) status.textContent = text;
  }
}

/** Stores the choice a consent control makes when tapped, shows it, and tells every behaviour. */
export const consentBehaviour: PageBehaviour = {
  listen(script) {
    document.addEventListener('click', (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(`[${consentControlAttribute}]`);
      const kind = control?.getAttribute(consentControlAttribute) ?? undefined;
      if (!isConsentControl(kind)) return;
      const choice = consentAfterTap(kind, script.visit().consent);
      storeConsent(choice, siteConfig.productDomain);
      reflectConsent(choice);
      script.changeVisit({ consent: choice });
    });
  },
  show(visit) {
    reflectConsent(visit.consent);
  },
};
