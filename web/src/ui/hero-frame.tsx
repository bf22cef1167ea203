import type { ReactNode } from 'react';
import { Section, sectionTitleId } from './section.tsx';
import './section-heading.css';
import './hero-frame.css';

interface HeroFrameProps {
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead: string;
  /** Below the lead: the calls to action, and whatever else the hero says. */
  readonly children: ReactNode;
  /** The picture or clip beside the words. */
  readonly media: ReactNode;
  /** An extra class on the media's box. */
  readonly mediaClassName?: string;
}

/** The top of every home-family page: the page's h1 and lead beside a picture or a clip. */
export function HeroFrame({ eyebrow, heading, lead, children, media, mediaClassName }: HeroFrameProps) {
  return (
    <Section name="hero" className="hero" innerClassName="hero__inner">
      <div className="hero__copy">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={sectionTitleId('hero')} className="hero__title">
          {heading}
        </h1>
        <p className="hero__lead">{lead}</p>
        {children}
      </div>
      <div className={mediaClassName === undefined ? 'hero__media' : `hero__media ${mediaClassName}`}>
        {media}
      </div>
    </Section>
  );
}
