import { Link } from '@tanstack/react-router';
import { consentBarAttribute, consentControlAttribute } from './consent-controls.ts';
import { consentCopy } from './consent-copy.ts';
import { buttonClass } from '../../ui/button.ts';
import './consent-bar.css';

/**
 * Shown at the bottom while no choice is stored. Every page carries it hidden; the page's script
 * shows it before the first paint when no choice is stored, stores a choice the moment it is
 * tapped, and keeps room below the page's content for it (consent-enhancement.ts), so it never
 * covers the footer or a focused control. Without script nothing is recorded, so nothing is asked.
 */
export function ConsentBar() {
  return (
    <section
      className="consent-bar"
      aria-label={consentCopy.barLabel}
      hidden
      {...{ [consentBarAttribute]: '' }}
    >
      <div className="container consent-bar__inner">
        <div className="consent-bar__text">
          <h2 className="consent-bar__title">{consentCopy.barTitle}</h2>{' '}
          <p>
            {consentCopy.barText} <Link to="/privacy-policy">{consentCopy.privacyLink}</Link>.
          </p>
        </div>
        <div className="consent-bar__actions">
          {/* Accept and Reject look the same on purpose: refusing must be as easy as agreeing. */}
          <button
            type="button"
            className={buttonClass('secondary')}
            {...{ [consentControlAttribute]: 'granted' }}
          >
            {consentCopy.accept}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            {...{ [consentControlAttribute]: 'denied' }}
          >
            {consentCopy.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
