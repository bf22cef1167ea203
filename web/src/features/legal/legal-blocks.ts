import { fillPlaceholders } from '../../shared/copy-text.ts';

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

function filledBlock(block: LegalBlock, fill: (text: string) => string): LegalBlock {
  switch (block.kind) {
    case 'paragraph':
      return { kind: 'paragraph', text: fill(block.text) };
    case 'list':
      return { kind: 'list', items: block.items.map(fill) };
    case 'definitions':
      return {
        kind: 'definitions',
        items: block.items.map((item) => ({ term: fill(item.term), detail: fill(item.detail) })),
      };
    case 'contactLink':
      return { kind: 'contactLink', text: fill(block.text), linkText: block.linkText };
    case 'consentToggle':
      return block;
  }
}

/** A document of content/legal/ with each fact it names filled in from the code that owns it. */
export function filledDocument<Fact extends string>(
  document: LegalDocument,
  facts: Readonly<Record<Fact, string>>,
): LegalDocument {
  const fill = (text: string) => fillPlaceholders(text, facts);
  return {
    intro: fill(document.intro),
    updated: document.updated,
    effectiveNote: fill(document.effectiveNote),
    sections: document.sections.map((section) => ({
      title: section.title,
      blocks: section.blocks.map((block) => filledBlock(block, fill)),
    })),
  };
}
