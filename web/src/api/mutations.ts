// Apart from calls.ts: React Query sets itself up when loaded, so only the pages that need it
// (the contact form's) import this module, and the rest of the site never loads React Query.
import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '../../../contract/operations.ts';
import { sendEmail } from './calls.ts';

export function useSendEmail() {
  return useMutation({
    mutationKey: ['sendEmail'],
    mutationFn: (message: RequestBody<'sendEmail'>) => sendEmail(message),
  });
}
