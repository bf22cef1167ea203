import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** For tests: start with `server.listen({ onUnhandledRequest: 'error' })` so a stray call fails. */
export const server = setupServer(...handlers);
