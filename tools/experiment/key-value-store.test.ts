import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { describe, expect, it } from 'vitest';
import { keyValueStore, stageWhere } from './key-value-store.ts';

const arn = 'arn:aws:cloudfront::222222222222:key-value-store/3c1e7a52-1b2c-4d5e-8f90-0123456789ab';

describe('the KeyValueStore client', () => {
  it('signs its requests with SigV4A, which the store’s API requires, and sends them to the store’s endpoint', async () => {
    const sent: { host: string; authorization: string }[] = [];
    const client = new CloudFrontKeyValueStoreClient({
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'example-secret' },
      requestHandler: {
        handle: (request: { hostname: string; headers: Record<string, string> }) => {
          sent.push({ host: request.hostname, authorization: request.headers.authorization ?? '' });
          return Promise.reject(new Error('offline'));
        },
      },
      maxAttempts: 1,
    });
    const store = keyValueStore(client, arn, stageWhere('staging'));
    await expect(store.read('experiment:/')).rejects.toThrow('offline');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.host).toBe('222222222222.cloudfront-kvs.global.api.aws');
    expect(sent[0]?.authorization).toMatch(/^AWS4-ECDSA-P256-SHA256 Credential=AKIDEXAMPLE\//);
    client.destroy();
  });
});
