import teamFile from '../../../../content/team.yaml';
import { founderPortraits, type ImageAsset } from '../../assets/media.ts';
import type { portraitNames } from './team-schema.ts';

export interface TeamMember {
  readonly name: string;
  readonly title: string;
  readonly image: ImageAsset;
  readonly description: string;
}

const portraits: Record<(typeof portraitNames)[number], ImageAsset> = {
  'maya-okafor': founderPortraits.ceo,
  'daniel-reyes': founderPortraits.cpo,
  'priya-raman': founderPortraits.cto,
};

/** The founders of content/team.yaml, in its order. */
export const founders: readonly TeamMember[] = teamFile.founders.map(({ portrait, ...member }) => ({
  ...member,
  image: portraits[portrait],
}));
