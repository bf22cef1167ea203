import type { ReactNode } from 'react';
import './section-heading.css';
import './page-header.css';

interface PageHeaderProps {
  /** The small label above the heading: the page's menu, e.g. "Support". */
  readonly eyebrow?: string;
  readonly heading: string;
  /** A line between the heading and the lead, such as a legal page's date. */
  readonly note?: ReactNode;
  readonly lead: string;
  /** What follows the lead inside the header. */
  readonly children?: ReactNode;
}

/** The top of every page outside the home family: its one h1 and the sentence that introduces it. */
export function PageHeader({ eyebrow, heading, note, lead, children }: PageHeaderProps) {
  return (
    <div className="container page__header">
      {eyebrow !== undefined && <span className="eyebrow">{eyebrow}</span>}
      <h1>{heading}</h1>
      {note}
      <p className="page__lead">{lead}</p>
      {children}
    </div>
  );
}
