/** Building blocks of the legal pages: plain data, rendered by legal-document.tsx. */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'definitions';
      readonly items: readonly { readonly term: string; readonly detail: string }[];
    }
  /** A sentence followed by a link to the contact page. */
  | { readonly kind: 'contactLink'; readonly text: string; readonly linkText: string }
  /** Where the privacy policy places the switch that changes the consent choice. */
  | { readonly kind: 'consentToggle' };

interface LegalSection {
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly intro: string;
  /** ISO date of the last change, shown on the page and checked by the content test. */
  readonly updated: string;
  /** The sentences after "Last updated <date>." at the top of the page; dates in formatLongDate's style. */
  readonly effectiveNote: string;
  readonly sections: readonly LegalSection[];
}
