import { consentControlAttribute, consentStatusAttribute } from './consent-controls.ts';
import { consentCopy } from './consent-copy.ts';
import './consent-toggle.css';

const statusId = 'consent-toggle-status';

/**
 * The privacy page's switch: changes the choice made in the consent bar, in either direction. The
 * page's script stores the choice and sets the switch (consent-enhancement.ts). Without script the
 * site records nothing, so the switch would have nothing to switch: a line says so instead.
 */
export function ConsentToggle() {
  return (
    <div className="consent-toggle">
      <button
        type="button"
        role="switch"
        className="consent-toggle__switch"
        aria-checked="false"
        aria-describedby={statusId}
        {...{ [consentControlAttribute]: 'toggle' }}
      >
        <span className="consent-toggle__track" aria-hidden="true">
          <span className="consent-toggle__thumb" />
        </span>
        <span className="consent-toggle__label">{consentCopy.toggleLabel}</span>
      </button>
      <p
        id={statusId}
        className="consent-toggle__status"
        aria-live="polite"
        {...{ [consentStatusAttribute]: '' }}
      >
        {consentCopy.toggleStatus.unset}
      </p>
      <p className="consent-toggle__without-script">{consentCopy.toggleWithoutScript}</p>
    </div>
  );
}
