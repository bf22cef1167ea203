// The CDK app, built from its context: what `cdk synth` and `cdk deploy` run (app.ts), and what the
// pipeline's synth test runs in-process with the context deploy-stage.yml passes
// (pipeline-synth.test.ts). `npm run synth` works offline with no context; `npm run deploy` adds
// the deploy context (deploy-context.ts) and `-c deploy=true`. Paths are resolved from the
// repository root, whatever the cwd.
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseAlarmTarget, parseDeployAlarmTargets, parseRegionalAlarmTarget } from './alarm-target.ts';
import { DeployAccessStack, deployAccessStackName, parseDeployAccessContext } from './deploy-access-stack.ts';
import { type DeployContextKey, parseDeployContext } from './deploy-context.ts';
import { EdgeAlarmsStack } from './edge-alarms-stack.ts';
import { EdgeFirewallStack } from './edge-firewall-stack.ts';
import { FernlyStack } from './fernly-stack.ts';
import { acknowledgeNagFindings } from './nag-acknowledgements.ts';
import { applyStagePermissionsBoundary } from './least-privilege/permissions-boundary.ts';
import { siteBuildMismatch, stageSiteAddresses } from './site-build-check.ts';
import { edgeAlarmsStackName, edgeFirewallStackName, edgeRegion, parseStage, type Stage } from './stage.ts';
import { readSiteMeta } from '../edge/security-headers.ts';

const repositoryRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export interface FernlyApp {
  readonly app: App;
  readonly stage: Stage;
  readonly edgeFirewall: EdgeFirewallStack;
  readonly main: FernlyStack;
  readonly edgeAlarms: EdgeAlarmsStack;
  /** Only with `-c githubRepository=owner/name`, an administrator's one-time step per stage. */
  readonly deployAccess: DeployAccessStack | undefined;
}

/**
 * Every stack of one stage (`-c stage`), checked by cdk-nag's AwsSolutions pack at synth. Without
 * `context` the app reads the CDK CLI's (`-c key=value` and cdk.json).
 */
export function buildApp(context?: Record<string, unknown>): FernlyApp {
  const app = new App(context === undefined ? {} : { context });
  const contextString = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  const stage = parseStage(app.node.tryGetContext('stage'));
  const deploying = contextString('deploy') === 'true' || app.node.tryGetContext('deploy') === true;
  const deployContext = parseDeployContext(
    (key: DeployContextKey): unknown => app.node.tryGetContext(key),
    deploying ? (stage.production ? 'deploy-with-domain' : 'deploy') : 'offline',
  );
  // An offline synth may leave the alarms in the console; a deploy may not.
  const alarmTargets = deploying
    ? parseDeployAlarmTargets(contextString, edgeRegion)
    : { stage: parseAlarmTarget(contextString), edge: parseRegionalAlarmTarget(contextString, edgeRegion) };
  // `-c siteFiles=none` deploys the stack without the site: the first deploy of a stage without a
  // domain, whose address (and so the site's build) is known only once its distribution exists.
  const uploadSiteFiles = contextString('siteFiles') !== 'none';
  const siteMetaPath = contextString('siteMetaPath') ?? repositoryRoot('dist/site-meta.json');
  if (deploying && uploadSiteFiles) {
    const expected = stageSiteAddresses(deployContext, contextString('distributionDomainName'));
    const mismatch = siteBuildMismatch(readSiteMeta(siteMetaPath), expected);
    if (mismatch !== undefined) throw new Error(mismatch);
  }

  const edgeFirewall = new EdgeFirewallStack(app, edgeFirewallStackName(stage), {
    description: `Fernly CloudFront web ACL, stage ${stage.name} (CloudFront's web ACLs are in ${edgeRegion})`,
    stage,
  });
  const main = new FernlyStack(app, stage.stackName, {
    description: `Fernly website (S3 + CloudFront) and its API (API Gateway, Lambda, DynamoDB, SES), stage ${stage.name}`,
    stage,
    alarmTarget: alarmTargets.stage,
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
      editorSignInEntry: repositoryRoot('lambdas/editor-sign-in/function-url-handler.ts'),
    },
  });
  acknowledgeNagFindings(main);
  applyStagePermissionsBoundary(main, stage);
  const edgeAlarms = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage), {
    description: `Fernly CloudFront alarms, stage ${stage.name} (CloudFront's metrics are in ${edgeRegion})`,
    stage,
    alarmTarget: alarmTargets.edge,
  });

  // Only the order: the values pass as parameters (stage-deployment.ts). `cdk destroy --all` then
  // removes the web ACL after the distribution that uses it.
  main.addStackDependency(edgeFirewall, 'its distribution is created with the web ACL');
  edgeAlarms.addStackDependency(main, 'its alarm names the distribution');

  let deployAccess: DeployAccessStack | undefined;
  if (contextString('githubRepository') !== undefined) {
    deployAccess = new DeployAccessStack(app, deployAccessStackName(stage), {
      description: `Fernly GitHub deploy and diff roles, and CloudFormation's policy, stage ${stage.name}`,
      stage,
      ...parseDeployAccessContext((key) => app.node.tryGetContext(key)),
      existingOidcProviderArn: contextString('githubOidcProviderArn'),
    });
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stage, edgeFirewall, main, edgeAlarms, deployAccess };
}
