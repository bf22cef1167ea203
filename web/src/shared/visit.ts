// The visit: what a page knows of its visitor. It is worked out once per page, by one function per
// runtime (web/src/resolve-visit.ts: from the address alone at build time, from the address and
// what the visitor carries in the browser), and handed down to whatever needs it.

export interface TrialLength {
  readonly count: number;
  readonly unit: 'day' | 'month';
}

/** A partner whose members get a page of their own and a discount (web/src/features/partners/partners.ts). */
export interface Partner {
  /** Lower case: the value of the partner cookie and the `affiliate` parameter of signup links. */
  readonly slug: string;
  /** The address as the partner prints it; served in any letter case, so it is `/` + slug in some case. */
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

export type ConsentChoice = 'granted' | 'denied';
/** The visitor's analytics choice; null while none is stored (and always at build time). */
export type ConsentState = ConsentChoice | null;

export interface Visit {
  /** The partner the visitor came through: the page's own on a partner's page, else the one remembered. */
  readonly partner: Partner | null;
  /** Whether the page is the partner's own page, which is pre-rendered with the partner's prices. */
  readonly onPartnerPage: boolean;
  readonly consent: ConsentState;
}

/** What is known of a visitor before anything is read: no partner, no choice. */
export const unknownVisit: Visit = { partner: null, onPartnerPage: false, consent: null };

/** The trial of a visitor who came through no partner. */
export const standardTrial: TrialLength = { count: 7, unit: 'day' };

/** The visitor's trial: their partner's, or the standard one. */
export function trialOf(partner: Partner | null): TrialLength {
  return partner?.trial ?? standardTrial;
}

/** "7 days", "1 month". */
export function trialText({ count, unit }: TrialLength): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
