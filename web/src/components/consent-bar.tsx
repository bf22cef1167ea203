import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { consentCopy } from '../content/consent.ts';
import { pages } from '../content/pages.ts';
import { useConsent } from '../hooks/use-consent.ts';

/**
 * Shown at the bottom while no choice is stored. The page reserves the bar's height below its
 * content (--consent-bar-height), so the bar never covers the footer or a focused control.
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

  if (!visible) return null;
  return (
    <section ref={barRef} className="consent-bar" aria-label={consentCopy.barLabel}>
      <div className="container consent-bar__inner">
        <div className="consent-bar__text">
          <h2 className="consent-bar__title">{consentCopy.barTitle}</h2>
          <p>
            {consentCopy.barText} <Link to={pages.privacyPolicy.path}>{consentCopy.privacyLink}</Link>.
          </p>
        </div>
        <div className="consent-bar__actions">
          {/* Accept and Reject look the same on purpose: refusing must be as easy as agreeing. */}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setConsent('granted');
            }}
          >
            {consentCopy.accept}
          </button>
          <button
            type="button"
            className="button button--secondary"
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
