import { describe, expect, it } from 'vitest';
import { operationUrlPath } from '../contract/operations.ts';
import { apiViewerAddressHeader } from './api-headers.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
} from './cloudfront-function-sandbox.ts';

const apiViewerRequest = loadCloudFrontFunction(new URL('./api-viewer-request.js', import.meta.url).pathname);

describe('the API viewer-request CloudFront Function', () => {
  it('names the address CloudFront saw, over whatever the client sent', () => {
    const event = viewerRequestEvent('POST', operationUrlPath('sendEmail'), 'fernly.example');
    event.viewer.ip = '203.0.113.9';
    event.request.headers[apiViewerAddressHeader] = { value: '198.51.100.1' };
    event.request.headers['x-forwarded-for'] = { value: '192.0.2.7' };
    const result = apiViewerRequest(event);
    if (isViewerResponse(result)) throw new Error('the request must go on to the API');
    expect(result.headers[apiViewerAddressHeader]).toEqual({ value: '203.0.113.9' });
    expect(result.uri).toBe(operationUrlPath('sendEmail'));
  });
});
