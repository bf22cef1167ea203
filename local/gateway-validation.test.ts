import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../contract/openapi-document.gen.ts';
import { passesGatewayValidation } from './gateway-validation.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const [visit] = Object.values(
  openapiDocument.paths['/saveTrackingData'].post.requestBody.content['application/json'].examples,
).map((example) => example.value);

describe('passesGatewayValidation', () => {
  it('lets the contract’s example through', () => {
    expect(passesGatewayValidation('saveTrackingData', 'application/json', json(visit))).toBe(true);
  });

  it('refuses what the converted schema refuses: a missing field, a wrong type, an unknown property', () => {
    const withoutHistory = Object.fromEntries(
      Object.entries(visit ?? {}).filter(([key]) => key !== 'history'),
    );
    for (const body of [withoutHistory, { ...visit, webView: 'no' }, { ...visit, surprise: 1 }])
      expect(passesGatewayValidation('saveTrackingData', 'application/json', json(body))).toBe(false);
  });

  it('refuses a JSON body that does not parse', () => {
    expect(passesGatewayValidation('saveTrackingData', 'application/json', Buffer.from('{"a":'))).toBe(false);
  });

  it('leaves bodies of another media type to the handler, as API Gateway does', () => {
    expect(passesGatewayValidation('saveTrackingData', 'text/plain', Buffer.from('hello'))).toBe(true);
  });
});
