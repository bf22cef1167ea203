import { standardTrial, trialText } from '../../shared/visit.ts';
import {
  benefitPlatformNameList,
  partnerDiscountText,
  partnersWithTheirOwnTrial,
} from '../partners/partners.ts';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
  /** Whether the item starts open; visitors open and close items freely afterwards. */
  readonly initiallyOpen?: boolean;
}

/** The four questions on the home page. */
export const homeFaqs: readonly FaqItem[] = [
  {
    question: 'Is Fernly only for people with an ADHD diagnosis?',
    answer:
      'No. Fernly is designed around how ADHD brains tend to work: short starts, flexible timing, reminders that do not nag, and visible progress. Plenty of our members are self-identified, waiting for an assessment, or simply find rigid fitness plans hard to stick to. You never need to prove a diagnosis.',
    initiallyOpen: true,
  },
  {
    question: 'How does Fernly fit exercise into my calendar?',
    answer:
      'Connect your Google, Outlook or Apple calendar and Fernly looks for free gaps that suit the times you said you have energy. It books short sessions there, and when a meeting lands on top of one or the forecast turns wet, it moves or swaps the session for you.',
  },
  {
    question: 'What happens if I miss a workout?',
    answer:
      'Nothing dramatic. Your plant stops growing for a day rather than dying, and your plan bends around the missed session instead of piling it onto tomorrow. There are no streak resets, no red crosses and no guilt-trip notifications.',
  },
  {
    question: 'Do I need to download an app?',
    answer:
      'No download is needed. Fernly runs in your web browser on your phone, tablet or computer, so it is always the latest version and takes no space on your device. You can add it to your home screen for one-tap access.',
  },
];

/** Further questions, shown with the home ones on the FAQs page. */
export const moreFaqs: readonly FaqItem[] = [
  {
    question: 'How long are the workouts?',
    answer:
      'Anything from five to forty minutes. You choose a comfortable range when you start, and Fernly suggests the shorter end on days your calendar is packed. Every session can be stopped early and still counts towards your plant.',
  },
  {
    question: 'Do I need any equipment?',
    answer:
      'No. Every plan can be done with your body weight, at home or outdoors. If you have dumbbells, a resistance band, a bike or a gym membership, tell Fernly and it will mix those in.',
  },
  {
    question: 'How does the free trial work?',
    answer: `Your trial lasts ${trialText(standardTrial)}${partnersWithTheirOwnTrial()
      .map((partner) => `, or ${trialText(partner.trial)} if you joined through ${partner.name}`)
      .join(
        '',
      )}. You can cancel at any time during the trial from your account settings and you will not be charged.`,
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Open Account, then Subscription, then Cancel. It takes two taps and there is no call or email to send. You keep access until the end of the period you have already paid for.',
  },
  {
    question: 'How does matching workouts with friends work?',
    answer:
      "Invite a friend by link. When you both share your calendars with Fernly, it suggests times that are free for both of you and books the same session for each of you. Neither of you can see the other person's calendar details, only the matched slot.",
  },
  {
    question: 'Can I get Fernly through my employer?',
    answer: `Yes. Fernly is offered as an employee benefit through partners including ${benefitPlatformNameList('and')}, and directly to employers. Members who arrive through a partner get ${partnerDiscountText()}. HR teams can find out more on our employee benefits page.`,
  },
  {
    question: 'Is my data safe?',
    answer:
      'Your data is stored in a UK cloud region and never sold. Calendar access is used only to find and book workout slots; Fernly does not read the titles or attendees of your events. Our privacy policy explains everything we collect and why.',
  },
  {
    question: 'Is Fernly a medical treatment for ADHD?',
    answer:
      'No. Fernly is a wellness and exercise tool, not a medical device, and it does not replace advice from your GP or specialist. Regular movement is widely recommended alongside ADHD care, and Fernly makes it easier to keep up.',
  },
];

/** The questions of the employee-benefits page, /Heka: an employer's and an employee's. */
export const hekaFaqs: readonly FaqItem[] = [
  {
    question: 'Will my employer know I use Fernly?',
    answer:
      'Your employer sees only how many people in your organisation have joined, and only when that number is ten or more. They never see your name, your workouts, your calendar or anything you tell Fernly about yourself.',
  },
  {
    question: 'Do employees need an ADHD diagnosis to join?',
    answer:
      'No. Fernly is open to every employee your organisation covers. It is designed around ADHD, and that design helps anyone who finds rigid fitness plans hard to keep up.',
  },
  {
    question: 'How is Fernly priced for organisations?',
    answer:
      'Per active member per month, billed through Heka or directly, with no set-up fee and no minimum term. Contact us for a quote for your team size.',
  },
  {
    question: 'What happens if an employee leaves?',
    answer:
      'Their account stays theirs. They can keep using Fernly on a personal plan, and their plant and history come with them, or close the account in two taps.',
  },
];
