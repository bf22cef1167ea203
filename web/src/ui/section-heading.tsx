import './section-heading.css';

interface SectionHeadingProps {
  /** The heading's id, which labels its section. */
  readonly id: string;
  /** The small label above the title. */
  readonly eyebrow?: string;
  readonly title: string;
}

/** A landing-page section's eyebrow and h2. */
export function SectionHeading({ id, eyebrow, title }: SectionHeadingProps) {
  return (
    <>
      {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section__title">
        {title}
      </h2>
    </>
  );
}
