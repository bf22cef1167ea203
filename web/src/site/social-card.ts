// Every page's social card (the picture a link preview shows): what it says and where the build
// writes it. Pure, so the head (./page-head.ts) and the build (web/prerender/social-cards.ts)
// work out the same card from the same page; decision 0047 explains the choices.
import { partnerAtPath } from '../features/partners/partners.ts';
import { brandName, tagline } from '../shared/brand.ts';
import { trialText } from '../shared/visit.ts';
import { typographic } from '../shared/typography.ts';

/** The size Open Graph and Twitter's large summary card show without cropping. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where the cards go in the built site: outside /assets/, as their names stay across builds. */
const socialCardsDirectory = 'social-cards';

export interface SocialCard {
  /** The small line above the title: whose page it is. */
  readonly kicker: string;
  readonly title: string;
}

export interface CardPage {
  readonly path: string;
  /** The page's title without "| Fernly". */
  readonly title: string;
  readonly article: boolean;
}

/**
 * A partner's page names what its members get, from the partner's own entry; a blog post says it
 * is one; every other page shows its title under the tagline.
 */
export function socialCardFor(page: CardPage): SocialCard {
  const partner = partnerAtPath(page.path);
  if (partner !== null) {
    return {
      kicker: `${brandName} for ${partner.name} members`,
      title: `Free for ${trialText(partner.trial)}, then ${partner.discountPercent}% off every plan`,
    };
  }
  const kicker = page.article ? `From the ${brandName} blog` : tagline;
  return { kicker, title: typographic(page.title) };
}

/**
 * The card's address: the page's address in lower case, `/` as "home". Stable across builds, so
 * a link shared before a deploy keeps its picture.
 */
export function socialCardPath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '').toLowerCase();
  return `/${socialCardsDirectory}/${name === '' ? 'home' : name}.png`;
}

/** What a screen reader on a social network hears for the card. */
export function socialCardAlt(card: SocialCard): string {
  return `${card.kicker}: “${card.title}”, beside the ${brandName} sprout logo.`;
}
