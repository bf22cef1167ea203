// A visitor who came through a partner sees the partner's prices and trial on every page. The
// pre-rendered pages show the standard ones, or a partner page's own, so only a partner's visitor
// landing on another page needs them redrawn: the page's script loads the island that does it
// (./partner-prices-island.tsx) once the page has loaded. Pages the router renders later are
// drawn with the visit's prices from the start.
import { islandAttribute, type PageBehaviour } from '../../shared/page-script-protocol.ts';

/** The parts of a page the island redraws. */
export const partnerPricesIslands = {
  pricing: 'pricing',
  trialBanner: 'trial-banner',
} as const;

const partnerPricesIsland = 'partner-prices';

/** The parts of the page that show prices, as pre-rendered. */
export function partnerPricesParts(): HTMLElement[] {
  const names: readonly string[] = Object.values(partnerPricesIslands);
  return [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)].filter((element) =>
    names.includes(element.getAttribute(islandAttribute) ?? ''),
  );
}

export const partnerPricesBehaviour: PageBehaviour = {
  show(visit, page, script) {
    if (!page.prerendered || visit.partner === null || visit.onPartnerPage) return;
    if (partnerPricesParts().length === 0) return;
    script.whenLoaded(() => {
      script.loadIsland(partnerPricesIsland).catch((error: unknown) => {
        console.error('The partner prices could not be loaded', error);
      });
    });
  },
};
