import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LegalBlock, LegalDocument } from './legal-blocks.ts';
import { anchorId } from '../../shared/anchor.ts';
import { buttonClass } from '../../ui/button.ts';
import '../../ui/prose.css';
import './legal-document.css';
import { typographic } from '../../shared/typography.ts';

interface LegalParts {
  /** What stands where a document places the switch that changes the consent choice. */
  readonly consentToggle: ReactNode;
}

function Block({ block, parts }: { readonly block: LegalBlock; readonly parts: LegalParts }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{typographic(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{typographic(item)}</li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="legal__definitions">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{typographic(item.term)}</dt>
              <dd>{typographic(item.detail)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'contactLink':
      return (
        <p>
          {typographic(block.text)} <Link to="/contact-us">{block.linkText}</Link>.
        </p>
      );
    case 'consentToggle':
      return parts.consentToggle;
  }
}

/**
 * The table of contents: a native disclosure, so it opens and closes with no script. Wide screens
 * always show the list (the CSS opens its content whatever the state, and hides the summary);
 * narrow ones collapse it behind the summary.
 */
function TableOfContents({ sections }: { readonly sections: LegalDocument['sections'] }) {
  return (
    <nav className="legal__toc" aria-labelledby="legal-toc-heading">
      <h2 id="legal-toc-heading" className="legal__toc-heading">
        Contents
      </h2>
      <details className="legal__toc-details">
        <summary className={buttonClass('secondary', 'legal__toc-toggle')}>
          <span className="legal__toc-show">Show all {sections.length} sections</span>
          <span className="legal__toc-hide">Hide contents</span>
        </summary>
        <ol className="legal__toc-list">
          {sections.map((section) => (
            <li key={section.title}>
              <a href={`#${anchorId(section.title)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** A legal document, its table of contents beside it; the page supplies the controls it places. */
export function LegalDocumentView({
  document: legal,
  consentToggle,
}: { readonly document: LegalDocument } & LegalParts) {
  return (
    <div className="container legal">
      <TableOfContents sections={legal.sections} />
      <div className="legal__body prose">
        {legal.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={anchorId(section.title)}>
            <h2 id={anchorId(section.title)}>
              <span className="legal__number">{index + 1}.</span> {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              // Blocks are fixed content that never reorders, so their position identifies them.
              <Block key={blockIndex} block={block} parts={{ consentToggle }} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
