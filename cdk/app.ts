// The CDK app: `npm run synth` (offline, no credentials) and `npm run deploy` (needs the deploy
// context, see deploy-context.ts). Paths are resolved from the repository root, whatever the cwd.
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type DeployContextKey, parseDeployContext } from './deploy-context.ts';
import { FernlyStack } from './fernly-stack.ts';
import { acknowledgeNagFindings } from './nag-acknowledgements.ts';
import { edgeAlarmsStackName, parseStage } from './stage.ts';
import { siteBuildMismatch, stageSiteAddresses } from './site-build-check.ts';
import { readSiteMeta } from '../edge/security-headers.ts';
import { parseAlarmTarget, parseRegionalAlarmTarget } from './alarm-target.ts';
import { EdgeAlarmsStack, edgeRegion } from './edge-alarms-stack.ts';
import { DeployAccessStack, deployAccessStackName, parseDeployAccessContext } from './deploy-access-stack.ts';

const repositoryRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const app = new App();
const contextString = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const stage = parseStage(app.node.tryGetContext('stage'));
const deploying = app.node.tryGetContext('deploy') === 'true' || app.node.tryGetContext('deploy') === true;
const deployContext = parseDeployContext(
  (key: DeployContextKey): unknown => app.node.tryGetContext(key),
  deploying ? (stage.production ? 'deploy-with-domain' : 'deploy') : 'offline',
);
// `-c siteFiles=none` deploys the stack without the site: the first deploy of a stage without a
// domain, whose address (and so the site's build) is known only once its distribution exists.
const uploadSiteFiles = contextString('siteFiles') !== 'none';
const siteMetaPath = contextString('siteMetaPath') ?? repositoryRoot('dist/site-meta.json');
if (deploying && uploadSiteFiles) {
  const expected = stageSiteAddresses(deployContext, contextString('distributionDomainName'));
  const mismatch = siteBuildMismatch(readSiteMeta(siteMetaPath), expected);
  if (mismatch !== undefined) throw new Error(mismatch);
}
const stack = new FernlyStack(app, stage.stackName, {
  description: `Fernly website (S3 + CloudFront) and its API (API Gateway, Lambda, DynamoDB, SES), stage ${stage.name}`,
  stage,
  alarmTarget: parseAlarmTarget((key) => contextString(key)),
  deployContext,
  uploadSiteFiles,
  paths: {
    siteDir: contextString('siteDir') ?? repositoryRoot('dist/site'),
    siteMetaPath,
    lambdasDir: repositoryRoot('lambdas'),
    depsLockFilePath: repositoryRoot('package-lock.json'),
    viewerRequestFunctionPath: repositoryRoot('edge/viewer-request.js'),
    apiViewerRequestFunctionPath: repositoryRoot('edge/api-viewer-request.js'),
    notFoundOriginEntry: repositoryRoot('edge/not-found-handler.ts'),
    originSecretRotationEntry: repositoryRoot('lambdas/origin-secret/rotate.ts'),
  },
});
acknowledgeNagFindings(stack);
// Known only once the main stack is deployed: npm run deploy passes it for the second stack.
const distributionId = contextString('distributionId');
if (distributionId !== undefined) {
  new EdgeAlarmsStack(app, edgeAlarmsStackName(stage), {
    description: `Fernly CloudFront alarms, stage ${stage.name} (CloudFront's metrics are in ${edgeRegion})`,
    stage,
    distributionId,
    alarmTarget: parseRegionalAlarmTarget((key) => contextString(key), edgeRegion),
  });
}
// An administrator's one-time step per stage (docs/deploying.md): `-c githubRepository=owner/name`.
if (contextString('githubRepository') !== undefined) {
  new DeployAccessStack(app, deployAccessStackName(stage), {
    description: `Fernly GitHub deploy and diff roles, and CloudFormation's policy, stage ${stage.name}`,
    stage,
    ...parseDeployAccessContext((key) => app.node.tryGetContext(key)),
    existingOidcProviderArn: contextString('githubOidcProviderArn'),
  });
}
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
