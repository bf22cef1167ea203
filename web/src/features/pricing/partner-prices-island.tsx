// Redraws a page's prices and trial for a visitor who came through a partner, on a page that was
// pre-rendered at the standard ones. The page's script loads this only for such a visitor
// (web/src/site/islands.ts): everyone else sees the pre-rendered prices, with no script at all.
import { createRoot, type Root } from 'react-dom/client';
import { appStartEvents, islandAttribute } from '../../shared/app-start.ts';
import { readAffiliateSource } from '../partners/affiliate.ts';
import { partnerPricesIslands } from './partner-prices-islands.ts';
import { PricingPlans } from './pricing-plans.tsx';
import { TrialBannerBand } from './trial-banner-band.tsx';

const source = readAffiliateSource(document.cookie);
const roots: Root[] = [];
if (source !== null) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = element.getAttribute(islandAttribute);
    if (name !== partnerPricesIslands.pricing && name !== partnerPricesIslands.trialBanner) continue;
    const root = createRoot(element);
    root.render(
      name === partnerPricesIslands.pricing ? (
        <PricingPlans source={source} />
      ) : (
        <TrialBannerBand source={source} />
      ),
    );
    roots.push(root);
  }
}
addEventListener(appStartEvents.routerTakingOver, () => {
  for (const root of roots) root.unmount();
});
