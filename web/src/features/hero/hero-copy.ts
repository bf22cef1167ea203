// The home pages' titles and headings and the words of their heroes, from content/pages/hero.yaml.
import heroFile from '../../../../content/pages/hero.yaml';
import { tagline } from '../../shared/brand.ts';
import { fillPlaceholders } from '../../shared/copy-text.ts';

/** `/`: its title, description and heading, which the partner pages show too. */
export const homePageMeta = {
  ...heroFile.homePage,
  title: fillPlaceholders(heroFile.homePage.title, { tagline }),
};

/** /HomePage1, the spec's simplified landing page. */
export const homePage1Meta = heroFile.homePage1;

export const heroCopy = {
  ...heroFile.hero,
  eyebrow: fillPlaceholders(heroFile.hero.eyebrow, { tagline }),
};

/** /HomePage1's hero: the app itself and one member's words. */
export const screenshotHeroCopy = heroFile.screenshotHero;
