// Spam defences that cost real visitors nothing: a hidden field people never fill, and a minimum
// time between showing the form and sending it. A message that trips either is answered as if it
// were sent, so a bot learns nothing. Both times come from the visitor's clock, so a device whose
// clock is off never loses a message; a bot that forges them gets through, which only a start
// time the server issues could stop (decision 0013). The contract requires both, so leaving one
// out is a 400, not a way past the rule.
import type { ContactMessage } from './contact-email.ts';

export const minimumFillMilliseconds = 3_000;

export type SpamSignal = 'honeypot' | 'too-fast';

export function spamSignal(message: ContactMessage): SpamSignal | undefined {
  if (message.website !== undefined && message.website !== '') return 'honeypot';
  const fillMilliseconds = Date.parse(message.timestamp) - Date.parse(message.startedAt);
  // A send before the form was shown (negative) is as implausible as one too quick to type.
  if (!(fillMilliseconds >= minimumFillMilliseconds)) return 'too-fast';
  return undefined;
}
