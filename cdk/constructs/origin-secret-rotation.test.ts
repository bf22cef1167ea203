// The origin secret's scheduled rotation, as production deploys it (the stage as the run
// synthesized it once): what runs it, what it may touch, and what it is told.
import { beforeAll, describe, expect, it } from 'vitest';
import { originSecretRotationVariables } from '../../contract/handler-environment.ts';
import type { JsonValue } from '../../contract/json-value.ts';
import { operationUrlPath } from '../../contract/operations.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { logicalIdOf } from '../test/stack-query.ts';
import { type StageStack, stageStack } from '../test/synthesized-stages.ts';
import {
  arnOf,
  asList,
  onlyResourceOfType,
  refTo,
  resourcesOfType,
  valueAt,
} from '../test/template-query.ts';
import { originSecretRotationDays } from './origin-secret-rotation.ts';

let built: StageStack;
beforeAll(async () => {
  built = await stageStack('production');
}, stackBuildTimeoutMs);

function statements(): JsonValue[] {
  const roleId = logicalIdOf(built, 'OriginSecretRotation/Role');
  return resourcesOfType(built.template, 'AWS::IAM::Policy')
    .filter(({ properties }) => asList(properties.Roles).some((role) => valueAt(role, 'Ref') === roleId))
    .flatMap(({ properties }) => asList(valueAt(properties, 'PolicyDocument', 'Statement')));
}

describe('the origin secret’s rotation', () => {
  it(`runs every ${originSecretRotationDays} days with the rotation function, not at once on deploy`, () => {
    const schedule = onlyResourceOfType(built.template, 'AWS::SecretsManager::RotationSchedule');
    expect(schedule.properties).toMatchObject({
      SecretId: refTo(logicalIdOf(built, 'WebsiteApi/OriginVerify')),
      RotationLambdaARN: arnOf(logicalIdOf(built, 'OriginSecretRotation/Function')),
      RotationRules: { ScheduleExpression: `rate(${originSecretRotationDays} days)` },
      RotateImmediatelyOnUpdate: false,
    });
    const invoke = resourcesOfType(built.template, 'AWS::Lambda::Permission').find(
      ({ properties }) => properties.Principal === 'secretsmanager.amazonaws.com',
    );
    expect(invoke?.properties.FunctionName).toEqual(
      arnOf(logicalIdOf(built, 'OriginSecretRotation/Function')),
    );
  });

  it('knows the pattern set, the distribution and where to probe the stage past CloudFront', () => {
    const fn = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'OriginSecretRotation/Function'),
    );
    const variables = valueAt(fn?.properties, 'Environment', 'Variables');
    const { patternSetName, patternSetId, distributionId, probeUrl } = originSecretRotationVariables;
    const patternSet = logicalIdOf(built, 'WebsiteApi/AcceptedOriginSecrets');
    expect(valueAt(variables, patternSetId)).toEqual({ 'Fn::GetAtt': [patternSet, 'Id'] });
    expect(valueAt(variables, patternSetName)).toMatch(/-origin-secrets$/);
    expect(valueAt(variables, distributionId)).toEqual(refTo(logicalIdOf(built, 'Site/Distribution')));
    const probe = JSON.stringify(valueAt(variables, probeUrl));
    expect(probe).toContain('.execute-api.');
    expect(probe).toContain(operationUrlPath('saveTrackingData'));
    expect(fn?.properties.Timeout).toBe(600);
  });

  it('may change only the accepted values, the distribution and the secret', () => {
    const byAction = new Map(
      statements().map((statement) => [JSON.stringify(valueAt(statement, 'Action')), statement] as const),
    );
    const patternSet = logicalIdOf(built, 'WebsiteApi/AcceptedOriginSecrets');
    expect(
      valueAt(byAction.get('["wafv2:GetRegexPatternSet","wafv2:UpdateRegexPatternSet"]'), 'Resource'),
    ).toEqual(arnOf(patternSet));
    const distribution = JSON.stringify(
      valueAt(
        byAction.get(
          '["cloudfront:GetDistribution","cloudfront:GetDistributionConfig","cloudfront:UpdateDistribution"]',
        ),
        'Resource',
      ),
    );
    expect(distribution).toContain(logicalIdOf(built, 'Site/Distribution'));
    const secretActions = statements().filter((statement) =>
      JSON.stringify(valueAt(statement, 'Action')).includes('secretsmanager:PutSecretValue'),
    );
    expect(JSON.stringify(secretActions)).toContain(logicalIdOf(built, 'WebsiteApi/OriginVerify'));
    const everyAction = statements().flatMap((statement) => asList(valueAt(statement, 'Action')).map(String));
    expect(everyAction.filter((action) => action.startsWith('iam:') || action.endsWith(':*'))).toEqual([]);
  });
});
