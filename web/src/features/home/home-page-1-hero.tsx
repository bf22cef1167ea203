import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { HeroScreenshot } from './hero-screenshot.tsx';
import { HeroFrame } from './hero-frame.tsx';
import { homePage1HeroCopy } from './home-copy.ts';
import './home-page-1-hero.css';

/** /HomePage1's hero: the app itself rather than the clip, and one member's words. */
export function HomePage1Hero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame
      eyebrow={homePage1HeroCopy.eyebrow}
      heading={heading}
      lead={homePage1HeroCopy.lead}
      media={<HeroScreenshot alt={homePage1HeroCopy.screenshotAlt} />}
      mediaClassName="hero__screenshot-frame"
    >
      <AppCallToAction intent="signup">{homePage1HeroCopy.cta}</AppCallToAction>
      <figure className="hero__quote">
        <blockquote>
          <p>“{homePage1HeroCopy.quote.text}”</p>
        </blockquote>
        <figcaption>{homePage1HeroCopy.quote.name}</figcaption>
      </figure>
    </HeroFrame>
  );
}
