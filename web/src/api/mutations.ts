// Apart from calls.ts: React Query sets itself up when loaded, so only the pages that need it
// (the contact form's) import this module, and the rest of the site never loads React Query.
import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '../../../contract/operations.ts';
import { sendEmail } from './calls.ts';
import { sendWithStartToken } from './start-token.ts';

/** The message as the form builds it; the start token is added when it is sent. */
export type ContactMessageDraft = Omit<RequestBody<'sendEmail'>, 'startToken'>;

/**
 * Sends a message once `takeStartToken` gives it a token old enough, with a fresh token once more
 * if the server refused the token alone (start-token.ts).
 */
export function useSendEmail(takeStartToken: () => Promise<string>) {
  return useMutation({
    mutationKey: ['sendEmail'],
    mutationFn: (message: ContactMessageDraft) =>
      sendWithStartToken(takeStartToken, (startToken) => sendEmail({ ...message, startToken })),
  });
}
