import type { ReactNode } from 'react';
import { Section, sectionTitleId } from './section.tsx';
import './action-band.css';

interface ActionBandProps {
  /** Names the band, as a section is named. */
  readonly name: string;
  readonly title: string;
  readonly body: ReactNode;
  /** The band's one action. */
  readonly children: ReactNode;
}

/** A full-width band in the brand colour that closes a page: a title, one line and an action. */
export function ActionBand({ name, title, body, children }: ActionBandProps) {
  return (
    <Section name={name} className="action-band" innerClassName="action-band__inner">
      <div>
        <h2 id={sectionTitleId(name)} className="action-band__title">
          {title}
        </h2>
        <p className="action-band__body">{body}</p>
      </div>
      {children}
    </Section>
  );
}
