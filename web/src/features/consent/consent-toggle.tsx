import { useId } from 'react';
import { consentAfterTap, consentControlAttribute } from './consent-controls.ts';
import { readStoredConsent } from './consent-storage.ts';
import { consentCopy } from './consent-copy.ts';
import { useConsent } from './use-consent.ts';
import './consent-toggle.css';

/** The privacy page's switch: changes the choice made in the consent bar, in either direction. */
export function ConsentToggle() {
  const { consent, known, setConsent } = useConsent();
  const statusId = useId();
  const status =
    consent === 'granted'
      ? consentCopy.toggleStatus.granted
      : consent === 'denied'
        ? consentCopy.toggleStatus.denied
        : consentCopy.toggleStatus.unset;
  return (
    <div className="consent-toggle">
      <button
        type="button"
        role="switch"
        className="consent-toggle__switch"
        aria-checked={consent === 'granted'}
        aria-describedby={statusId}
        {...{ [consentControlAttribute]: 'toggle' }}
        // The boot script flips it when it is tapped before the app has started.
        suppressHydrationWarning
        onClick={() => {
          setConsent(consentAfterTap('toggle', known ? consent : readStoredConsent()));
        }}
      >
        <span className="consent-toggle__track" aria-hidden="true">
          <span className="consent-toggle__thumb" />
        </span>
        <span className="consent-toggle__label">{consentCopy.toggleLabel}</span>
      </button>
      <p id={statusId} className="consent-toggle__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
