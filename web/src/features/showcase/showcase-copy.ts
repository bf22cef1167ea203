// What shows the product off, in the order the home pages show it: its three feature blocks, the
// award, the browser-app benefits and the press that wrote about it (content/pages/showcase.yaml).
import showcaseFile from '../../../../content/pages/showcase.yaml';

export type FeatureCopy = (typeof showcaseFile.features.features)[number];
export type BrowserBenefit = (typeof showcaseFile.browserApp.benefits)[number];

export const {
  features: featuresCopy,
  productHunt: productHuntCopy,
  browserApp: browserAppCopy,
} = showcaseFile;

/** Fictional publications, set as text wordmarks in their own type styles. */
export const pressCopy = showcaseFile.press;
