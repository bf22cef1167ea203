// A sign-up report the web app's backend signs (decision 0062), through the real saveSignUp handler
// and the real AWS SDK: the signing secret read from a Secrets Manager stand-in (the local stack
// keeps none), the records in dynalite. A signed report is stored without a stored tap and from no
// origin; a wrong or stale signature stores nothing; the secret is read once per container.
import { createServer, type Server } from 'node:http';
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { serviceName, trackingRetentionDays } from '../../contract/service.ts';
import { visitPartition } from '../../contract/tracking-table.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import {
  closeServer,
  ensureTrackingTable,
  startDynamoDb,
  type LocalService,
} from '../../local/aws-stand-ins.ts';
import { appSignature, appSignatureHeader } from '../../lambdas/save-sign-up/app-signature.ts';
import { contextFor, jsonPostEvent } from './handler-event.ts';
import { localCredentials, localDynamoDb, temporaryDirectory } from './local-stack-fixture.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const tableName = 'signed-sign-up';
const shortLivedTableName = 'signed-sign-up-short-lived';
const secretArn = 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:app-signing-AbCdEf';
const secret = 'the-stage-app-signing-secret-drawn-by-cloudformation';
const dataDir = temporaryDirectory('signed-sign-up');
let dynamodbService: LocalService;
let dynamodb: DynamoDBClient;
let secretsManager: Server;
const secretReads: unknown[] = [];
let handler: Handler;

/** Secrets Manager's GetSecretValue over its JSON protocol, for the one secret, as the SDK calls it. */
function startSecretsManager(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      const asked = z.object({ SecretId: z.string() }).safeParse(JSON.parse(body));
      secretReads.push(asked.success ? asked.data.SecretId : body);
      if (target !== 'secretsmanager.GetSecretValue' || !asked.success || asked.data.SecretId !== secretArn) {
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'No such secret' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(
        JSON.stringify({ ARN: secretArn, Name: 'app-signing', SecretString: secret, VersionId: 'v1' }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    }),
  );
}

beforeAll(async () => {
  dynamodbService = await startDynamoDb(dataDir.path);
  await ensureTrackingTable(dynamodbService.endpoint, tableName, dataDir.path);
  await ensureTrackingTable(dynamodbService.endpoint, shortLivedTableName, dataDir.path);
  dynamodb = localDynamoDb(dynamodbService.endpoint);
  secretsManager = await startSecretsManager();
  const address = secretsManager.address();
  if (address === null || typeof address === 'string') throw new Error('The stand-in has no port');
  const environment = {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodbService.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${String(address.port)}`,
    ...handlerEnvironment({
      tableName,
      shortLivedTableName,
      retentionDays: String(trackingRetentionDays),
      appOrigin: 'https://app.fernly.example',
      appSigningSecretArn: secretArn,
      serviceName,
      logLevel: 'SILENT',
    }),
  };
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  ({ handler } = await import('../../lambdas/save-sign-up/handler.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  dynamodb.destroy();
  await closeServer(secretsManager);
  await dynamodbService.stop();
  dataDir.remove();
});

const example =
  openapiDocument.paths['/saveSignUp'].post.requestBody.content['application/json'].examples.signUp.value;

/** The report as the web app's backend sends it: signed, from its own network, with no Origin. */
async function report(body: unknown, signature: (text: string) => string) {
  const event = jsonPostEvent('/saveSignUp', body);
  event.headers[appSignatureHeader] = signature(JSON.stringify(body));
  const result = await handler(event, contextFor(event));
  const answer: unknown = JSON.parse(result.body);
  expect(validateResponseBody('saveSignUp', result.statusCode, answer)).toMatchObject({ ok: true });
  return { status: result.statusCode, body: answer };
}

const signedNow = (text: string) => appSignature(secret, new Date(), Buffer.from(text));

describe('a sign-up report the web app’s backend signs', () => {
  it('is stored without a stored tap, with no codes, and the secret is read once', async () => {
    const answer = await report(example, signedNow);
    expect(answer.status).toBe(200);
    const { id } = z.object({ id: z.string() }).parse(answer.body);
    const { Item } = await dynamodb.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: visitPartition(new Date().toISOString().slice(0, 10)) }, sk: { S: id } },
      }),
    );
    expect(Item).toMatchObject({ action: { S: 'SignUp' }, page: { S: '/quay' } });
    expect(Item?.visitor).toBeUndefined();
    expect((await report({ ...example, action: 'LogIn' }, signedNow)).status).toBe(200);
    expect(secretReads).toEqual([secretArn]);
  });

  it('is refused with 403 under another secret or six minutes late, storing nothing', async () => {
    const body = { ...example, wherefrom: { ...example.wherefrom, page: '/homepage1' } };
    const otherSecret = (text: string) => appSignature('not-the-secret', new Date(), Buffer.from(text));
    const late = (text: string) => appSignature(secret, new Date(Date.now() - 360_000), Buffer.from(text));
    for (const signature of [otherSecret, late]) {
      expect(await report(body, signature)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
  });
});
