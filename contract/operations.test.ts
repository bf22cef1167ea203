import { describe, expect, it } from 'vitest';
import { apiOperations, handlerFolder, operationUrlPath } from './operations.ts';

describe('handlerFolder', () => {
  it.each([
    ['saveTrackingData', 'save-tracking-data'],
    ['sendEmail', 'send-email'],
    ['getHTTPStatus', 'get-http-status'],
    ['ping', 'ping'],
    ['listV2Items', 'list-v2-items'],
  ])('%s → %s', (operationId, expected) => {
    expect(handlerFolder(operationId)).toBe(expected);
  });

  it('gives every operation of the contract its own folder', () => {
    const folders = apiOperations.map(({ operationId }) => handlerFolder(operationId));
    expect(new Set(folders).size).toBe(apiOperations.length);
  });
});

describe('operationUrlPath', () => {
  it('serves each operation below the contract server base path', () => {
    expect(operationUrlPath('sendEmail')).toBe('/api/sendEmail');
    expect(operationUrlPath('saveTrackingData')).toBe('/api/saveTrackingData');
  });
});
