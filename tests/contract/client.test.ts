import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { apiBasePath, type Accepted, type Deferral, type RequestBody } from '../../contract/operations.ts';
import { server } from '../../mocks/node.ts';
import { scenarioHandlers } from '../../mocks/scenarios.ts';
import { createApiClient } from '../../web/src/api/client.ts';
import { ApiRequestError, saveTrackingData, sendEmail, startContact } from '../../web/src/api/calls.ts';

const client = createApiClient(`http://localhost${apiBasePath}`);
const message = {
  name: 'Anonymous',
  email: '',
  message: contactMessageText('Feedback', 'Love the plant!'),
  timestamp: '2026-11-22T10:05:00.000Z',
  startToken: '7a6b5c4d3e2f4a1b9c8d7e6f5a4b3c2d',
};

const trackingBase = {
  referrer: 'Direct',
  queryString: '',
  userAgent: 'test',
  webView: false,
  timestamp: '2026-11-22T10:05:00.000Z',
  history: [],
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe('the typed client', () => {
  it('resolves with the contract answer', async () => {
    const accepted = await sendEmail(message, client);
    expectTypeOf(accepted).toEqualTypeOf<Accepted | Deferral>();
    expect(accepted.id).toMatch(/\w+/);
  });

  it('resolves with the day a message deferred past the daily ceiling will be mailed', async () => {
    server.use(...scenarioHandlers.deferred);
    const kept = await sendEmail(message, client);
    expect('sendOn' in kept ? kept.sendOn : 'not kept').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('starts a contact message with a token sendEmail takes', async () => {
    const { id } = await startContact(client);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await sendEmail({ ...message, startToken: id }, client)).id).toMatch(/\w+/);
  });

  it('rejects a non-2xx answer with its status and body (spec: "API error with status")', async () => {
    server.use(...scenarioHandlers.unavailable);
    const failure: unknown = await sendEmail(message, client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 503,
      message: 'API error 503',
      body: { code: 'service_unavailable' },
    });
  });

  it('rejects a network failure with no status', async () => {
    server.use(...scenarioHandlers['network-error']);
    await expect(sendEmail(message, client)).rejects.toMatchObject({ status: null });
  });

  it('turns a body the mock rejects into a 400 with the failing field', async () => {
    const failure: unknown = await saveTrackingData(
      { ...trackingBase, action: 'WebsiteVisit', timestamp: 'not a time' },
      client,
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, body: { errors: [{ field: '/timestamp' }] } });
  });

  it('refuses at compile time a wrong body and an unknown path', () => {
    // Never called: the compiler (npm run typecheck) fails if any line below stops being an error.
    const compileOnly = () => {
      const record: RequestBody<'saveTrackingData'> = { ...trackingBase, action: 'WebsiteVisit' };
      // @ts-expect-error `action` must be WebsiteVisit or DownloadClicked
      const badRecord: RequestBody<'saveTrackingData'> = { ...record, action: 'Clicked' };
      // @ts-expect-error `message` is required by the contract
      const noMessage: RequestBody<'sendEmail'> = {
        name: 'A',
        email: '',
        timestamp: message.timestamp,
        startToken: message.startToken,
      };
      void saveTrackingData(badRecord, client);
      void sendEmail(noMessage, client);
      // @ts-expect-error the contract has no such path
      void client.POST('/deleteEverything', { body: {} });
      // @ts-expect-error the contract has no GET operation
      void client.GET('/sendEmail');
    };
    expectTypeOf(compileOnly).toBeFunction();
  });
});
