// The home pages: `/`, the partner pages (the same page at a partner's prices) and /HomePage1.
// They show one list of sections, in the spec's order, less those their variant leaves out
// (./home-variants.ts).
import type { ReactNode } from 'react';
import { FaqSection } from '../features/faq/faq-section.tsx';
import { homeFaqs } from '../features/faq/faq-items.ts';
import { ClipHero, ScreenshotHero } from '../features/hero/hero.tsx';
import { PricingSection, TrialBanner } from '../features/pricing/pricing-section.tsx';
import { BrowserApp } from '../features/showcase/browser-app.tsx';
import { FeatureBlocks } from '../features/showcase/feature-blocks.tsx';
import { Press } from '../features/showcase/press.tsx';
import { ProductHuntAward } from '../features/showcase/product-hunt.tsx';
import { TeamSection } from '../features/team/team-section.tsx';
import { TestimonialsSection } from '../features/testimonials/testimonials-section.tsx';
import type { Visit } from '../shared/visit.ts';
import type { TopBarAction } from '../site/top-bar.tsx';

/** How one home page differs from the others. */
export interface HomeVariant {
  /** The looping clip, or the app itself with one member's words. */
  readonly hero: 'clip' | 'screenshot';
  readonly leftOut: readonly HomeSectionName[];
  /** The button of the top bar (web/src/routes/_home-family.tsx). */
  readonly topBarAction: TopBarAction;
}

/** What a home page draws each section with. */
interface HomeSectionProps {
  readonly heading: string;
  readonly visit: Visit;
  readonly variant: HomeVariant;
}

const homeSections = [
  {
    name: 'hero',
    Section: ({ heading, variant }: HomeSectionProps) =>
      variant.hero === 'clip' ? <ClipHero heading={heading} /> : <ScreenshotHero heading={heading} />,
  },
  { name: 'features', Section: FeatureBlocks },
  { name: 'team', Section: TeamSection },
  { name: 'testimonials', Section: TestimonialsSection },
  { name: 'award', Section: ProductHuntAward },
  { name: 'pricing', Section: ({ visit }: HomeSectionProps) => <PricingSection partner={visit.partner} /> },
  { name: 'browser-app', Section: BrowserApp },
  { name: 'press', Section: Press },
  { name: 'faq', Section: () => <FaqSection items={homeFaqs} /> },
  { name: 'trial-banner', Section: ({ visit }: HomeSectionProps) => <TrialBanner partner={visit.partner} /> },
] as const satisfies readonly {
  readonly name: string;
  readonly Section: (props: HomeSectionProps) => ReactNode;
}[];

export type HomeSectionName = (typeof homeSections)[number]['name'];

/** The sections a home page shows, in order. */
export function homeSectionNames(variant: HomeVariant): HomeSectionName[] {
  return homeSections.map(({ name }) => name).filter((name) => !variant.leftOut.includes(name));
}

export function HomePage(props: HomeSectionProps) {
  const shown = new Set(homeSectionNames(props.variant));
  return (
    <>
      {homeSections
        .filter(({ name }) => shown.has(name))
        .map(({ name, Section }) => (
          <Section key={name} {...props} />
        ))}
    </>
  );
}
