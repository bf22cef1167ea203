import { testimonialAvatars, type ImageAsset } from '../../assets/media.ts';

export interface Testimonial {
  readonly name: string;
  readonly text: string;
  readonly image: ImageAsset;
}

const quotes: readonly { name: string; text: string }[] = [
  {
    name: 'Hannah, 29, Leeds',
    text: 'I have started and abandoned about eleven gym plans. Fernly is the first one that noticed I never do anything before 10am and quietly stopped asking me to.',
  },
  {
    name: 'Marcus, 34, Bristol',
    text: 'When it rained, it swapped my run for a 20-minute living-room session without me having to replan the week. That alone kept my streak alive through November.',
  },
  {
    name: 'Aisha, 41, Birmingham',
    text: 'The plant sounds silly until you have one. I skipped a walk, saw it droop a little, and went out at 9pm in my slippers. No app has ever got me to do that.',
  },
  {
    name: 'Tom, 23, Glasgow',
    text: 'I hate being nagged. The reminders feel more like a friend texting "still on for later?" and if I say not today, it just finds another slot.',
  },
  {
    name: 'Zara, 37, London',
    text: 'Having workouts appear in my actual calendar is the whole thing for me. If it is not in the calendar, it does not exist in my head.',
  },
  {
    name: 'Dave, 58, Manchester',
    text: 'My wife and I were both diagnosed in our fifties. Fernly matches our free evenings and books a walk for both of us. We have done more together in two months than in the last year.',
  },
  {
    name: 'Sophie, 26, Cardiff',
    text: 'Other apps made me feel like I was failing a test. Here a missed day just means the plan bends a bit. I have not deleted it, which is a personal record.',
  },
  {
    name: 'Callum, 45, Newcastle',
    text: 'I was diagnosed late and assumed I was just lazy. Short sessions I can start without thinking have done more for my focus at work than I expected.',
  },
  {
    name: 'Grace, 52, Norwich',
    text: 'I liked that nothing needs setting up. I answered a few questions, connected my calendar, and my first week was simply there the next morning.',
  },
  {
    name: 'Ade, 28, Nottingham',
    text: 'The five-minute option is genius. Most days I tell myself it is only five minutes, and most days I end up doing twenty.',
  },
  {
    name: 'Margaret, 61, Brighton',
    text: 'Hyperfocus weeks and crash weeks used to wreck every routine I tried. Fernly scales down when I am flat and back up when I am buzzing.',
  },
  {
    name: 'Rafi, 24, Sheffield',
    text: 'It runs in the browser on my uni laptop and my phone, so there is no app to forget to open. I just click the reminder and the session starts.',
  },
];

/** Pairs each quote with its avatar; a missing avatar stops the build rather than showing a broken image. */
export const testimonials: readonly Testimonial[] = quotes.map((quote, index) => {
  const image = testimonialAvatars[index];
  if (image === undefined) throw new Error(`No avatar for testimonial ${index + 1} (${quote.name})`);
  return { ...quote, image };
});
