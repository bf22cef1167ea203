import { AppCallToAction } from '../../ui/app-call-to-action.tsx';
import { HeroFrame } from '../../ui/hero-frame.tsx';
import { HeroScreenshot } from '../../ui/hero-screenshot.tsx';
import { heroCopy, screenshotHeroCopy } from './hero-copy.ts';
import { HeroVideo } from './hero-video.tsx';
import './hero-quote.css';

/** The home page's hero, on `/` and the partner pages: the call to action beside the looping clip. */
export function ClipHero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame eyebrow={heroCopy.eyebrow} heading={heading} lead={heroCopy.lead} media={<HeroVideo />}>
      <AppCallToAction intent="signup">{heroCopy.cta}</AppCallToAction>
    </HeroFrame>
  );
}

/** /HomePage1's hero: the app itself rather than the clip, and one member's words. */
export function ScreenshotHero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame
      eyebrow={screenshotHeroCopy.eyebrow}
      heading={heading}
      lead={screenshotHeroCopy.lead}
      media={<HeroScreenshot alt={screenshotHeroCopy.screenshotAlt} />}
      mediaClassName="hero__screenshot-frame"
    >
      <AppCallToAction intent="signup">{screenshotHeroCopy.cta}</AppCallToAction>
      <figure className="hero__quote">
        <blockquote>
          <p>“{screenshotHeroCopy.quote.text}”</p>
        </blockquote>
        <figcaption>{screenshotHeroCopy.quote.name}</figcaption>
      </figure>
    </HeroFrame>
  );
}
