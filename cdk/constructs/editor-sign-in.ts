// The content editor's GitHub sign-in helper (decisions 0052, 0059, 0060): a small function behind
// a URL only the site's distribution may call, on the sign-in paths of the editor's own origin,
// and the secret that holds the GitHub App it signs in with. The stack creates the secret with a
// random value that is no app, so a stage deploys before anyone has made the app; until the
// platform team puts the app's credentials in it, the helper answers that sign-in is not set up.
import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { editorSignInVariables } from '../../contract/handler-environment.ts';
import { ApiFunction } from './api-function.ts';

/**
 * Sign-ins at once: a person signing in takes one instance for a fraction of a second, and the
 * site has a handful of editors. A flood of requests is refused here, not by the account.
 */
export const editorSignInReservedConcurrency = 2;

/** What the platform team puts in the secret, as the helper reads it (sign-in-rules.ts). */
const githubAppSecretFormat =
  '{"clientId":"<the GitHub App’s client ID>","clientSecret":"<a client secret of it>"}';

export interface EditorSignInProps {
  /** The helper's entry, lambdas/editor-sign-in/function-url-handler.ts. */
  readonly entry: string;
  readonly depsLockFilePath: string;
  /**
   * The editor's origin, the only window the token goes to; undefined on a stage without a domain,
   * which serves no editor (the helper then says it is not set up).
   */
  readonly editorOrigin: string | undefined;
  /** The repository editors change, the only one a token may reach; undefined when the build knew none. */
  readonly repository: string | undefined;
  /** Production keeps the secret when its stack goes, so the app need not be made again. */
  readonly keepSecretOnDelete: boolean;
}

export class EditorSignIn extends Construct {
  readonly secret: Secret;
  readonly handler: ApiFunction;
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: EditorSignInProps) {
    super(scope, id);
    // CloudFormation draws the first value only when it creates the secret, so a later deploy
    // never overwrites the credentials put in by hand.
    this.secret = new Secret(this, 'OAuthApp', {
      description: `The GitHub App the content editor signs in with (docs/deploying.md). Put in: ${githubAppSecretFormat}`,
      removalPolicy: props.keepSecretOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.handler = new ApiFunction(this, 'Handler', {
      entry: props.entry,
      description: 'signs content editors in with a GitHub App (reads its secret)',
      environment: {
        [editorSignInVariables.secretArn]: this.secret.secretArn,
        ...(props.editorOrigin === undefined
          ? {}
          : { [editorSignInVariables.editorOrigin]: props.editorOrigin }),
        ...(props.repository === undefined ? {} : { [editorSignInVariables.repository]: props.repository }),
      },
      // GetSecretValue only, on this secret only: not DescribeSecret, which grantRead would add.
      permissions: [
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [this.secret.secretArn],
        }),
      ],
      reservedConcurrency: editorSignInReservedConcurrency,
      depsLockFilePath: props.depsLockFilePath,
    });
    this.url = this.handler.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
  }
}
