// The consent bar's buttons and the privacy switch, as the boot script and the app both read them.
import type { ConsentChoice, ConsentState } from '../../shared/visit.ts';

/**
 * Consent controls carry this attribute: `granted`, `denied` or `toggle`. The boot script stores
 * their choice the moment they are tapped, before the app has started, so no visit is recorded
 * after a Reject however early it came.
 */
export const consentControlAttribute = 'data-consent-choice';

export type ConsentControl = ConsentChoice | 'toggle';

export function isConsentControl(value: string | undefined): value is ConsentControl {
  return value === 'granted' || value === 'denied' || value === 'toggle';
}

/** The choice a consent control makes, given what is stored: the switch turns consent off unless it is on. */
export function consentAfterTap(control: ConsentControl, stored: ConsentState): ConsentChoice {
  if (control !== 'toggle') return control;
  return stored === 'granted' ? 'denied' : 'granted';
}

/** Marks the bar and the switch's status line, which the page's script keeps in step with the choice. */
export const consentBarAttribute = 'data-consent-bar';
export const consentStatusAttribute = 'data-consent-status';
