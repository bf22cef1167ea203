import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { simpleHeroCopy } from './home-copy.ts';
import { appScreenshot } from '../../assets/media.ts';
import { pages } from '../../site/pages.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import './hero.css';

/** The simplified landing page's hero: the app itself rather than a video, and one member's words. */
export function SimpleHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{simpleHeroCopy.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {pages.homePage1.heading}
          </h1>
          <p className="hero__lead">{simpleHeroCopy.lead}</p>
          <AppCallToAction intent="signup">{simpleHeroCopy.cta}</AppCallToAction>
          <figure className="hero__quote">
            <blockquote>
              <p>“{simpleHeroCopy.quote.text}”</p>
            </blockquote>
            <figcaption>{simpleHeroCopy.quote.name}</figcaption>
          </figure>
        </div>
        <div className="hero__media hero__screenshot-frame">
          <AssetPicture
            image={appScreenshot}
            alt={simpleHeroCopy.screenshotAlt}
            className="hero__screenshot"
            sizes="(max-width: 768px) 90vw, 22rem"
            priority
          />
        </div>
      </div>
    </section>
  );
}
