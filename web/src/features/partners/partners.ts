// Every partner whose members get a page of their own and a discount: one entry each. The entry
// drives the page and its head (web/src/routes/_home-family/$partner.tsx, which also keeps it out
// of the sitemap), the partner cookie (./partner-cookie.ts), the prices, trial, banner and
// member-price label (web/src/features/pricing/prices.ts), the download dialog's QR codes
// (web/prerender/qr-code-files.ts), and what the FAQs and the legal pages say of partners. Adding
// a partner is adding an entry here; decision 0006 explains why each page is pre-rendered.
import { standardTrial, type Partner } from '../../shared/visit.ts';

export const partners: readonly Partner[] = [
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
];

/** The partner whose page is at `pathname`, matched as the routes match it: in any letter case. */
export function partnerAtPath(pathname: string): Partner | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return partners.find((partner) => partner.path.toLowerCase() === path) ?? null;
}

/** The partner of a slug, as a cookie or a link carries it, in any letter case. */
export function partnerWithSlug(slug: string): Partner | null {
  const lower = slug.toLowerCase();
  return partners.find((partner) => partner.slug === lower) ?? null;
}

/** Items in a sentence: "A, B or C". */
export function inASentence(items: readonly string[], conjunction: 'or' | 'and'): string {
  const last = items.at(-1) ?? '';
  return items.length < 2 ? last : `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** The partners' names in a sentence, as the legal pages list them. */
export function partnerNameList(conjunction: 'or' | 'and'): string {
  return inASentence(
    partners.map((partner) => partner.name),
    conjunction,
  );
}

/** The benefit platforms (the partners whose members see the "discount applied" banner), in a sentence. */
export function benefitPlatformNameList(conjunction: 'or' | 'and'): string {
  return inASentence(
    partners.filter((partner) => partner.showsBanner).map((partner) => partner.name),
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

/** The partners whose members get a trial other than the standard one. */
export function partnersWithTheirOwnTrial(): readonly Partner[] {
  return partners.filter(
    (partner) => partner.trial.count !== standardTrial.count || partner.trial.unit !== standardTrial.unit,
  );
}
