// The construct every API handler shares: runtime, bundling, limits, its own role, log group and
// alarms, with the environment the stack gives each handler, as production deploys them (the stage
// as the run synthesized it once, its handlers bundled as the pipeline bundles them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { apiOperations } from '../../contract/operations.ts';
import { requestLogRetentionDays } from '../../contract/request-logs.ts';
import {
  dailyContactMailCeiling,
  functionTimeoutMs,
  serviceName,
  trackingRetentionDays,
} from '../../contract/service.ts';
import type { JsonObject } from '../../contract/json-value.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { logicalIdOf, resourcePaths } from '../test/stack-query.ts';
import { type StageStack, stageStack } from '../test/synthesized-stages.ts';
import { arnOf, refTo, resourcesOfType, stringAt, valueAt } from '../test/template-query.ts';

let built: StageStack;
beforeAll(async () => {
  built = await stageStack('production');
}, stackBuildTimeoutMs);

/** The construct path of an operation's handler, under the stack. */
const handlerPath = (operationId: string) => `WebsiteApi/${operationId}`;

describe('handlers', () => {
  const logging = {
    [handlerVariables.serviceName]: serviceName,
    [handlerVariables.logLevel]: 'INFO',
    NODE_OPTIONS: '--enable-source-maps',
  };
  const expectedEnvironment: Record<
    string,
    (tableId: string, shortLivedId: string, signingSecretId: string) => JsonObject
  > = {
    // The codes' day key is in the short-lived table (decision 0036), and each network's count of
    // records of the day (decision 0062).
    saveTrackingData: (tableId, shortLivedId) => ({
      [handlerVariables.tableName]: refTo(tableId),
      [handlerVariables.shortLivedTableName]: refTo(shortLivedId),
      [handlerVariables.retentionDays]: String(trackingRetentionDays),
      ...logging,
    }),
    saveSignUp: (tableId, shortLivedId, signingSecretId) => ({
      [handlerVariables.tableName]: refTo(tableId),
      [handlerVariables.shortLivedTableName]: refTo(shortLivedId),
      [handlerVariables.retentionDays]: String(trackingRetentionDays),
      [handlerVariables.appOrigin]: 'https://app.fernly.example',
      [handlerVariables.appSigningSecretArn]: refTo(signingSecretId),
      ...logging,
    }),
    saveWebVitals: (tableId, shortLivedId) => ({
      [handlerVariables.tableName]: refTo(tableId),
      [handlerVariables.shortLivedTableName]: refTo(shortLivedId),
      [handlerVariables.retentionDays]: String(trackingRetentionDays),
      ...logging,
    }),
    startContact: (tableId, shortLivedId) => ({
      [handlerVariables.tableName]: refTo(tableId),
      [handlerVariables.shortLivedTableName]: refTo(shortLivedId),
      ...logging,
    }),
    sendEmail: (tableId, shortLivedId) => ({
      [handlerVariables.senderAddress]: 'no-reply@fernly.example',
      [handlerVariables.supportAddress]: 'support@fernly.example',
      [handlerVariables.tableName]: refTo(tableId),
      [handlerVariables.shortLivedTableName]: refTo(shortLivedId),
      [handlerVariables.dailyMailCeiling]: String(dailyContactMailCeiling),
      ...logging,
    }),
  };

  it('has one function per operation', () => {
    const handlers = resourcePaths(built).flatMap(
      ({ resourcePath }) =>
        new RegExp(`^${built.stackName}/WebsiteApi/([^/]+)/Function/Resource$`).exec(resourcePath)?.[1] ?? [],
    );
    expect(handlers).toEqual(apiOperations.map(({ operationId }) => operationId));
  });

  it.each(apiOperations.map(({ operationId }) => operationId))(
    '%s runs Node.js 22 on arm64 with 10 s, 256 MB, its own role, log group and environment',
    (operationId) => {
      const apiFunction = handlerPath(operationId);
      const resource = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
        ({ logicalId }) => logicalId === logicalIdOf(built, `${apiFunction}/Function`),
      );
      const tableId = logicalIdOf(built, 'TrackingTable');
      expect(resource?.properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: functionTimeoutMs / 1000,
        MemorySize: 256,
        Role: arnOf(logicalIdOf(built, `${apiFunction}/Role`)),
        LoggingConfig: { LogGroup: refTo(logicalIdOf(built, `${apiFunction}/Logs`)) },
      });
      expect(valueAt(resource?.properties, 'Environment', 'Variables')).toEqual(
        expectedEnvironment[operationId]?.(
          tableId,
          logicalIdOf(built, 'KeptContactMail/ShortLivedTable'),
          logicalIdOf(built, 'AppSigningSecret'),
        ),
      );
      expect(
        resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
          ({ logicalId }) => logicalId === logicalIdOf(built, `${apiFunction}/Logs`),
        )?.properties.RetentionInDays,
      ).toBe(requestLogRetentionDays);
    },
  );

  it.each(apiOperations.map(({ operationId }) => operationId))(
    '%s is bundled as an ES module with its source map and the AWS SDK inside',
    (operationId) => {
      const apiFunction = handlerPath(operationId);
      const resource = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
        ({ logicalId }) => logicalId === logicalIdOf(built, `${apiFunction}/Function`),
      );
      const key = stringAt(resource?.properties, 'Code', 'S3Key');
      const staged = join(built.assemblyDir, `asset.${key.replace(/\.zip$/, '')}`);
      expect(readdirSync(staged).sort()).toEqual(['index.mjs', 'index.mjs.map']);
      const bundle = readFileSync(join(staged, 'index.mjs'), 'utf8');
      expect(
        bundle.startsWith("import { createRequire as createRequireForBundle } from 'node:module';"),
      ).toBe(true);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
      expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
    },
  );

  it.each(apiOperations.map(({ operationId }) => operationId))(
    '%s has alarms on errors and throttles',
    (operationId) => {
      const apiFunction = handlerPath(operationId);
      for (const metricName of ['Errors', 'Throttles']) {
        built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: metricName,
          Dimensions: [{ Name: 'FunctionName', Value: refTo(logicalIdOf(built, `${apiFunction}/Function`)) }],
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          TreatMissingData: 'notBreaching',
        });
      }
    },
  );
});

describe('handler roles', () => {
  it('gives the handler roles no managed policies and trusts only Lambda', () => {
    for (const { operationId } of apiOperations) {
      const role = resourcesOfType(built.template, 'AWS::IAM::Role').find(
        ({ logicalId }) => logicalId === roleIdOf(operationId),
      );
      expect(role?.properties.ManagedPolicyArns).toBeUndefined();
      expect(valueAt(role?.properties, 'AssumeRolePolicyDocument', 'Statement')).toEqual([
        { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
      ]);
    }
  });
});

function roleIdOf(operationId: string): string {
  return logicalIdOf(built, `${handlerPath(operationId)}/Role`);
}
