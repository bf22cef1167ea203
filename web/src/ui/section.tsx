import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading.tsx';

interface SectionProps {
  /** Names the section: its heading's id, which labels it, is `sectionTitleId(name)`. */
  readonly name: string;
  /** The section's own classes; `section` gives it the pages' usual spacing. */
  readonly className: string;
  /** Classes of the container inside, beside `container`. */
  readonly innerClassName?: string;
  /** The small label above the title. */
  readonly eyebrow?: string;
  /** The h2 above the children; without it, the children hold the heading, with the same id. */
  readonly title?: string;
  /** A section whose content is a landmark of its own, labelled by the same heading (the carousel). */
  readonly landmark?: boolean;
  readonly children: ReactNode;
}

/** The id of a section's heading. */
export function sectionTitleId(name: string): string {
  return `${name}-title`;
}

/**
 * What every section of a page stands in: a region named by its heading, around the page's
 * centred container. Pages are flat lists of sections (web/src/pages/), each drawn inside this.
 */
export function Section({
  name,
  className,
  innerClassName,
  eyebrow,
  title,
  landmark = true,
  children,
}: SectionProps) {
  const content = (
    <div className={innerClassName === undefined ? 'container' : `container ${innerClassName}`}>
      {title !== undefined && <SectionHeading id={sectionTitleId(name)} eyebrow={eyebrow} title={title} />}
      {children}
    </div>
  );
  return landmark ? (
    <section className={className} aria-labelledby={sectionTitleId(name)}>
      {content}
    </section>
  ) : (
    <div className={className}>{content}</div>
  );
}
