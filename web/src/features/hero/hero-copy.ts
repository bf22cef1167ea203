// The words of the home pages' heroes, from content/pages/hero.yaml. Each page's h1 lives with its
// title and description, in its route file or web/src/pages/home-page.tsx, for the heading `/` and
// the partner pages share.
import heroFile from '../../../../content/pages/hero.yaml';
import { tagline } from '../../shared/brand.ts';
import { fillPlaceholders } from '../../shared/copy-text.ts';

export const heroCopy = {
  ...heroFile.hero,
  eyebrow: fillPlaceholders(heroFile.hero.eyebrow, { tagline }),
};

/** /HomePage1's hero: the app itself and one member's words. */
export const screenshotHeroCopy = heroFile.screenshotHero;
