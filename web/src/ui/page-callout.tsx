import type { ReactNode } from 'react';
import './page-callout.css';

interface PageCalloutProps {
  /** The heading's id, which labels the box. */
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  /** The box's one action: a button or a link. */
  readonly children: ReactNode;
}

/** A boxed aside that closes a page with one next step. */
export function PageCallout({ id, heading, text, children }: PageCalloutProps) {
  return (
    <aside className="page-callout" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      {children}
    </aside>
  );
}
