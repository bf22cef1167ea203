// Lambda entry for Secrets Manager's scheduled rotation of the origin secret: each step of the
// protocol (rotation.ts) against the real secret, the web ACL's regex pattern set and the
// distribution. Not an API operation, so its entry is not handler.ts (cdk/operation-handlers.ts).
import {
  CloudFrontClient,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { GetRegexPatternSetCommand, UpdateRegexPatternSetCommand, WAFV2Client } from '@aws-sdk/client-wafv2';
import { z } from 'zod';
import { apiOriginVerifyHeader, apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { originSecretRotationVariables } from '../../contract/handler-environment.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { originSecret, rotate, withOriginSecret, type RotationDependencies } from './rotation.ts';

const { patternSetName, patternSetId, distributionId, probeUrl } = originSecretRotationVariables;
const config = readConfig(
  z.object({
    [patternSetName]: requiredVariable(),
    [patternSetId]: requiredVariable(),
    [distributionId]: requiredVariable(),
    [probeUrl]: requiredVariable().pipe(z.url()),
  }),
  process.env,
);
const secrets = new SecretsManagerClient({});
const waf = new WAFV2Client({});
// CloudFront's API lives in us-east-1 whatever the stack's region.
const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
const patternSet = { Name: config[patternSetName], Id: config[patternSetId], Scope: 'REGIONAL' } as const;
/** A documentation address (RFC 5737): the probe counts as one made-up visitor for the rate rules. */
const probeViewerAddress = '192.0.2.10';

const rotationEvent = z.object({
  SecretId: z.string(),
  ClientRequestToken: z.string(),
  Step: z.enum(['createSecret', 'setSecret', 'testSecret', 'finishSecret']),
});

function dependencies(secretId: string): RotationDependencies {
  const secretString = async (input: { VersionStage?: string; VersionId?: string }) => {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId, ...input }));
    if (SecretString === undefined) throw new Error('The origin secret has no string value');
    return SecretString;
  };
  return {
    secret: {
      current: () => secretString({ VersionStage: 'AWSCURRENT' }),
      pending: async (token) => {
        try {
          return await secretString({ VersionId: token, VersionStage: 'AWSPENDING' });
        } catch (error) {
          if (error instanceof ResourceNotFoundException) return undefined;
          throw error;
        }
      },
      putPending: async (token, value) => {
        await secrets.send(
          new PutSecretValueCommand({
            SecretId: secretId,
            ClientRequestToken: token,
            SecretString: value,
            VersionStages: ['AWSPENDING'],
          }),
        );
      },
      promote: async (token) => {
        const { VersionIdsToStages = {} } = await secrets.send(
          new DescribeSecretCommand({ SecretId: secretId }),
        );
        const currentVersion = Object.entries(VersionIdsToStages).find(([, stages]) =>
          stages.includes('AWSCURRENT'),
        )?.[0];
        if (currentVersion === token) return;
        await secrets.send(
          new UpdateSecretVersionStageCommand({
            SecretId: secretId,
            VersionStage: 'AWSCURRENT',
            MoveToVersionId: token,
            RemoveFromVersionId: currentVersion,
          }),
        );
      },
      newValue: async () => {
        const { RandomPassword } = await secrets.send(
          new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false }),
        );
        if (RandomPassword === undefined) throw new Error('Secrets Manager gave no random value');
        return RandomPassword;
      },
    },
    webAcl: {
      acceptedPatterns: async () => {
        const { RegexPatternSet } = await waf.send(new GetRegexPatternSetCommand(patternSet));
        return (RegexPatternSet?.RegularExpressionList ?? []).flatMap((entry) => entry.RegexString ?? []);
      },
      accept: async (patterns) => {
        const { LockToken } = await waf.send(new GetRegexPatternSetCommand(patternSet));
        await waf.send(
          new UpdateRegexPatternSetCommand({
            ...patternSet,
            LockToken,
            RegularExpressionList: patterns.map((RegexString) => ({ RegexString })),
          }),
        );
      },
    },
    distribution: {
      state: async () => {
        const { Distribution } = await cloudFront.send(
          new GetDistributionCommand({ Id: config[distributionId] }),
        );
        return {
          deployed: Distribution?.Status === 'Deployed',
          sending: originSecret(
            Distribution?.DistributionConfig?.Origins?.Items ?? [],
            apiOriginVerifyHeader,
          ),
        };
      },
      send: async (value) => {
        const { DistributionConfig, ETag } = await cloudFront.send(
          new GetDistributionConfigCommand({ Id: config[distributionId] }),
        );
        if (DistributionConfig?.Origins?.Items === undefined)
          throw new Error('The distribution has no origins');
        await cloudFront.send(
          new UpdateDistributionCommand({
            Id: config[distributionId],
            IfMatch: ETag,
            DistributionConfig: {
              ...DistributionConfig,
              Origins: {
                ...DistributionConfig.Origins,
                Items: withOriginSecret(DistributionConfig.Origins.Items, apiOriginVerifyHeader, value),
              },
            },
          }),
        );
      },
    },
    // Straight to the stage's own address, past CloudFront: the web ACL's first rule answers 403
    // unless it accepts the value; any other answer (a 400 for the empty body) means it did.
    passes: async (value) => {
      const response = await fetch(config[probeUrl], {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [apiOriginVerifyHeader]: value,
          [apiViewerAddressHeader]: probeViewerAddress,
        },
        body: '{}',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status !== 403;
    },
    sleep: (milliseconds) =>
      new Promise((resolve) => {
        setTimeout(resolve, milliseconds);
      }),
    settleMilliseconds: 120_000,
    testTimeoutMilliseconds: 300_000,
  };
}

export async function handler(event: unknown): Promise<void> {
  const { SecretId, ClientRequestToken, Step } = rotationEvent.parse(event);
  console.log(JSON.stringify({ message: 'Rotating the origin secret', step: Step }));
  await rotate(Step, ClientRequestToken, dependencies(SecretId));
}
