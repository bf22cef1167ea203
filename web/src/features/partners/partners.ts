// Every partner whose members get a landing page and a discount: one entry each. The entry drives
// the page and its head (routes/_home-family/$partner.tsx, which also keeps it out of the
// sitemap), the affiliateSource cookie (affiliate.ts), the prices, trial, banner and member-price
// label (features/pricing/prices.ts), the download dialog's QR codes
// (web/prerender/qr-code-files.ts) and the partners the copy names. Adding a partner is
// adding an entry here; decision 0006 explains why each page is pre-rendered.

export interface TrialLength {
  readonly count: number;
  readonly unit: 'day' | 'month';
}

export interface Partner {
  /** Lower-case: the affiliateSource cookie value and the `affiliate` parameter of signup links. */
  readonly slug: string;
  /** The address as the partner prints it; served in any letter case, so it must be `/` + slug in some case. */
  readonly path: string;
  /** As the partner writes its own name, which the pricing banner and labels and the legal pages use. */
  readonly name: string;
  /** Off every plan, for as long as the member stays subscribed. */
  readonly discountPercent: number;
  readonly trial: TrialLength;
  /** Benefit platforms whose members expect a visible "benefit applied" note. */
  readonly showsBanner: boolean;
  /** The page's title (without "| Fernly") and description for search engines and link previews. */
  readonly title: string;
  readonly description: string;
}

/** The trial of a visitor who came through no partner. */
export const standardTrial: TrialLength = { count: 7, unit: 'day' };

export const partners = [
  {
    slug: 'quay',
    path: '/Quay',
    name: 'Quay',
    discountPercent: 20,
    trial: { count: 1, unit: 'month' },
    showsBanner: false,
    title: 'Fernly for Quay members',
    description:
      'Quay members get 20% off every Fernly plan and a one-month free trial of ADHD-friendly exercise planning.',
  },
  {
    slug: 'totum',
    path: '/Totum',
    name: 'Totum',
    discountPercent: 20,
    trial: standardTrial,
    showsBanner: true,
    title: 'Fernly for Totum members',
    description:
      'Totum members get 20% off every Fernly plan: flexible workouts planned into your calendar, built for ADHD.',
  },
  {
    slug: 'perkbox',
    path: '/Perkbox',
    name: 'Perkbox',
    discountPercent: 20,
    trial: standardTrial,
    showsBanner: true,
    title: 'Fernly for Perkbox members',
    description:
      'Perkbox members get 20% off every Fernly plan: flexible workouts planned into your calendar, built for ADHD.',
  },
] as const satisfies readonly Partner[];

export type PartnerSlug = (typeof partners)[number]['slug'];

/** The partner whose page is at `pathname`, matched as the routes match it: in any letter case. */
export function partnerAtPath(pathname: string): (typeof partners)[number] | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return partners.find((partner) => partner.path.toLowerCase() === path);
}

/** Names in a sentence: "A, B or C". */
function nameList(named: readonly Partner[], conjunction: 'or' | 'and'): string {
  const names = named.map((partner) => partner.name);
  const last = names.pop();
  return names.length === 0 ? (last ?? '') : `${names.join(', ')} ${conjunction} ${last ?? ''}`;
}

/** The partners' names in a sentence, as the legal pages list them. */
export function partnerNameList(conjunction: 'or' | 'and'): string {
  return nameList(partners, conjunction);
}

/** The benefit platforms (the partners whose members see the "discount applied" banner), in a sentence. */
export function benefitPlatformNameList(conjunction: 'or' | 'and'): string {
  return nameList(
    partners.filter((partner) => partner.showsBanner),
    conjunction,
  );
}

/** What partners' members get, in words: one discount for all, or each partner's own when they differ. */
export function partnerDiscountText(): string {
  const discounts = [...new Set(partners.map((partner) => partner.discountPercent))];
  return discounts.length === 1
    ? `${discounts[0] ?? 0}% off every plan`
    : `a discount on every plan (${partners.map((partner) => `${partner.name} ${partner.discountPercent}%`).join(', ')})`;
}
