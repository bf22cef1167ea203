// Keeps the variant a visitor was shown, unless they chose Reject, and forgets it when they do
// (decision 0041). The edge reads the cookie; nothing else does.
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';
import { siteConfig } from '../../shared/site-config.ts';
import {
  keptVariants,
  markedVariant,
  variantsCookie,
  variantsCookieRemoval,
  withVariant,
} from './experiment-variant.ts';

export const experimentCookieBehaviour: PageBehaviour = {
  show(visit) {
    const marked = markedVariant(document.documentElement.dataset);
    if (marked === null || visit.consent === 'denied') return;
    const kept = withVariant(keptVariants(document.cookie), marked);
    document.cookie = variantsCookie(kept, window.location.hostname, siteConfig.productDomain);
  },
  visitChanged(visit) {
    if (visit.consent === 'denied' && keptVariants(document.cookie).length > 0)
      document.cookie = variantsCookieRemoval(window.location.hostname, siteConfig.productDomain);
  },
};
