// The words of the home pages' heroes. Each page's h1 lives with its title and description, in
// its route file or web/src/pages/home-page.tsx, for the heading `/` and the partner pages share.
import { tagline } from '../../shared/brand.ts';

export const heroCopy = {
  eyebrow: tagline,
  lead: 'Fernly writes short, flexible workouts into your calendar, moves them when your day or the weather changes, and reminds you without nagging. Miss a day and the plan bends, it does not break.',
  cta: 'Start moving today',
  videoLabel: 'A Fernly member doing a short stretching session while the progress plant grows on screen',
  playVideo: 'Play background video',
  pauseVideo: 'Pause background video',
} as const;

/** /HomePage1's hero: the app itself and one member's words. */
export const screenshotHeroCopy = {
  eyebrow: 'Exercise for ADHD brains',
  lead: 'Tell Fernly when you have energy. It books short sessions into your calendar and adapts when life happens.',
  cta: 'Start moving today',
  screenshotAlt:
    'The Fernly app on a phone: a 15-minute lunch walk moved earlier because rain is due at 4pm, a 10-minute stretch matched with a friend, a gentle reminder, and a fern with 14 leaves',
  quote: {
    text: 'Fernly is the first plan that noticed I never do anything before 10am and quietly stopped asking me to.',
    name: 'Hannah, member since spring',
  },
} as const;
