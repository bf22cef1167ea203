import { founderPortraits, type ImageAsset } from '../../assets/media.ts';

export interface TeamMember {
  readonly name: string;
  readonly title: string;
  readonly image: ImageAsset;
  readonly description: string;
}

export const founders: readonly TeamMember[] = [
  {
    name: 'Maya Okafor',
    title: 'Co-founder and CEO',
    image: founderPortraits.ceo,
    description:
      'Maya was diagnosed with ADHD at 31, after a decade of abandoned gym memberships she had put down to a lack of willpower. She spent eight years leading product and operations teams in digital health, most recently scaling a UK physiotherapy booking service. She started Fernly to build the exercise companion she had needed all along.',
  },
  {
    name: 'Daniel Reyes',
    title: 'Co-founder and CPO',
    image: founderPortraits.cpo,
    description:
      'Daniel is a product designer and former personal trainer who coached clients for six years before moving into habit-forming software. He leads the research behind Fernly, running weekly interviews with members and turning what they say into the planning and reminder features. His rule: if it adds a decision for the user, it has to remove two.',
  },
  {
    name: 'Priya Raman',
    title: 'Co-founder and CTO',
    image: founderPortraits.cto,
    description:
      'Priya built scheduling and calendar systems for a large travel platform before co-founding Fernly. She designed the engine that fits workouts around meetings and weather and keeps it private by design, with data stored in the UK. She also insisted Fernly run in the browser, so no one has to install anything to get moving.',
  },
];
