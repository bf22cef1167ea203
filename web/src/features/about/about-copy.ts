import { standardTrial, trialText } from '../../shared/visit.ts';

export const aboutCopy = {
  lead: 'Fernly is an exercise companion for people with ADHD. It plans short, flexible workouts into your calendar, moves them when life gets in the way, and celebrates every session with a plant that grows as you do.',
  sections: [
    {
      heading: 'Why we built Fernly',
      paragraphs: [
        'Most fitness apps assume that the hard part of exercise is knowing what to do. For people with ADHD, the hard part is usually starting, remembering, and carrying on after a missed week. Rigid programmes, streak counters and guilt-laden notifications make that harder, not easier.',
        'Our co-founder Maya was diagnosed with ADHD at 31, after years of abandoned gym memberships she had blamed on a lack of willpower. When she looked for an exercise tool built around how her brain actually works, she could not find one. So she, Daniel and Priya built it.',
      ],
    },
    {
      heading: 'What we believe',
      paragraphs: [
        'Small counts. A five-minute walk is exercise, and a plan that makes room for five minutes is one you will actually follow.',
        'Plans should bend, not break. When a meeting runs over or the rain comes in, your session should move or change, not vanish and leave you feeling behind.',
        'Progress should be visible and kind. Your plant grows with every session and simply pauses when you rest. Nothing dies, nothing resets, nobody shouts.',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'We are a small team based in the UK. Many of us have ADHD ourselves, and every feature starts with conversations with members. We test new ideas with a panel of more than 200 volunteers before they reach everyone.',
        'We take privacy seriously because health-related habits are personal. Your data is stored in a UK cloud region, we never sell it, and you can delete your account and everything in it at any time.',
        'Fernly is a wellbeing tool, not a medical service. It does not diagnose or treat ADHD. If you have a health condition, check with your GP before starting a new exercise routine.',
      ],
    },
  ],
  callToAction: {
    heading: 'Ready to start small?',
    text: `Try Fernly free for ${trialText(standardTrial)}. No download needed, and you can cancel anytime.`,
    button: 'Start your free trial',
  },
} as const;
