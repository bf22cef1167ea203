import aboutFile from '../../../../content/pages/about.yaml';
import { fillPlaceholders } from '../../shared/copy-text.ts';
import { standardTrial, trialText } from '../../shared/visit.ts';

/** The about page's title, description and heading (content/pages/about.yaml). */
export const aboutPageMeta = aboutFile.page;

/** The about page, from content/pages/about.yaml, with the standard trial's length filled in. */
export const aboutCopy = {
  ...aboutFile.about,
  callToAction: {
    ...aboutFile.about.callToAction,
    text: fillPlaceholders(aboutFile.about.callToAction.text, { trial: trialText(standardTrial) }),
  },
};
