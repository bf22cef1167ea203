import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { consentControlAttribute } from './consent-controls.ts';
import { consentCopy } from './consent-copy.ts';
import { useConsent } from './use-consent.ts';
import { buttonClass } from '../../ui/button.ts';
import './consent-bar.css';

/**
 * Shown at the bottom while no choice is stored. The page reserves the bar's height below its
 * content (--consent-bar-height), so the bar never covers the footer or a focused control.
 *
 * Every page carries the bar hidden; the boot script shows it before the first paint when no
 * choice is stored, and stores a choice tapped before the app has started (web/src/boot.ts).
 */
export function ConsentBar() {
  const { consent, known, setConsent } = useConsent();
  const barRef = useRef<HTMLElement>(null);
  const visible = known && consent === null;

  useEffect(() => {
    const bar = barRef.current;
    const root = document.documentElement;
    if (!visible || bar === null) return;
    const reserve = () => {
      root.style.setProperty('--consent-bar-height', `${bar.offsetHeight}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-bar-height');
    };
  }, [visible]);

  return (
    <section
      ref={barRef}
      className="consent-bar"
      aria-label={consentCopy.barLabel}
      hidden={!visible}
      // The boot script may already have shown or hidden it by the time React hydrates.
      suppressHydrationWarning
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
            onClick={() => {
              setConsent('granted');
            }}
          >
            {consentCopy.accept}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            {...{ [consentControlAttribute]: 'denied' }}
            onClick={() => {
              setConsent('denied');
            }}
          >
            {consentCopy.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
