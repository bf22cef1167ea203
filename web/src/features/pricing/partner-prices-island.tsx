// Redraws a page's prices and trial for a visitor who came through a partner, on a page that was
// pre-rendered at the standard ones. The page's script loads this only for such a visitor
// (./partner-prices-enhancement.ts): everyone else sees the pre-rendered prices, with no script.
import { createRoot, type Root } from 'react-dom/client';
import { pageScriptEvents, islandAttribute } from '../../shared/page-script-protocol.ts';
import type { Visit } from '../../shared/visit.ts';
import { VisitProvider } from '../../ui/visit-context.tsx';
import { partnerPricesIslands, partnerPricesParts } from './partner-prices-enhancement.ts';
import { PricingPlans } from './pricing-plans.tsx';
import { TrialBannerBand } from './trial-banner-band.tsx';

export function start(visit: Visit): void {
  const roots: Root[] = [];
  for (const element of partnerPricesParts()) {
    const root = createRoot(element);
    root.render(
      <VisitProvider visit={visit}>
        {element.getAttribute(islandAttribute) === partnerPricesIslands.pricing ? (
          <PricingPlans partner={visit.partner} />
        ) : (
          <TrialBannerBand partner={visit.partner} />
        )}
      </VisitProvider>,
    );
    roots.push(root);
  }
  addEventListener(pageScriptEvents.routerTakingOver, () => {
    for (const root of roots) root.unmount();
  });
}
