// What every page does in the browser, one behaviour per feature, in the order each hears of a
// page shown: consent first, so the visit record and analytics act on the stored choice. The
// page's own script (web/src/site/page-script.ts) runs this list and knows nothing else of them.
import { consentBehaviour } from './features/consent/consent-enhancement.ts';
import { contactFormBehaviour } from './features/contact/contact-form-enhancement.ts';
import { callsToActionBehaviour } from './features/download/call-to-action-enhancement.ts';
import { heroVideoBehaviour } from './features/hero/hero-video-enhancement.ts';
import { partnerCookieBehaviour } from './features/partners/partner-cookie.ts';
import { partnerPricesBehaviour } from './features/pricing/partner-prices-enhancement.ts';
import { carouselBehaviour } from './features/testimonials/carousel-enhancement.ts';
import { experimentCookieBehaviour } from './features/tracking/experiment-cookie.ts';
import { fieldVitalsBehaviour } from './features/tracking/field-vitals-recorder.ts';
import { analyticsBehaviour } from './features/tracking/google-analytics.ts';
import { visitRecordBehaviour } from './features/tracking/visit-recorder.ts';
import type { PageBehaviour } from './shared/page-script-protocol.ts';
import { navBarBehaviour } from './site/nav-bar-enhancement.ts';

export const pageBehaviours: readonly PageBehaviour[] = [
  consentBehaviour,
  analyticsBehaviour,
  partnerCookieBehaviour,
  experimentCookieBehaviour,
  visitRecordBehaviour,
  fieldVitalsBehaviour,
  callsToActionBehaviour,
  carouselBehaviour,
  heroVideoBehaviour,
  navBarBehaviour,
  contactFormBehaviour,
  partnerPricesBehaviour,
];
