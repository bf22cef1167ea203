import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { HeroFrame } from './hero-frame.tsx';
import { HeroVideo } from './hero-video.tsx';
import { heroCopy } from './home-copy.ts';

/** The home page's hero, on `/` and the partner pages: the call to action beside the looping clip. */
export function Hero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame eyebrow={heroCopy.eyebrow} heading={heading} lead={heroCopy.lead} media={<HeroVideo />}>
      <AppCallToAction intent="signup">{heroCopy.cta}</AppCallToAction>
    </HeroFrame>
  );
}
