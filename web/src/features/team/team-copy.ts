import teamCopyFile from '../../../../content/pages/team.yaml';
import { fillPlaceholders } from '../../shared/copy-text.ts';

/** Each founder's portrait, wherever it shows. */
export const founderPortraitAlt = (name: string) => fillPlaceholders(teamCopyFile.portraitAlt, { name });

/** The home page's team section (content/pages/team.yaml). */
export const teamSectionCopy = teamCopyFile.teamSection;

/** The team page's title, description and heading. */
export const teamPageMeta = teamCopyFile.page;

/** The team page. */
export const teamPageCopy = teamCopyFile.teamPage;
