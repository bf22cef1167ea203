// The OIDC subject GitHub issues a job, as its docs describe it (docs.github.com, "OpenID Connect
// reference" and "Using OpenID Connect with reusable workflows"): the claims of the repository's
// subject template, each as `key:value`, in the template's order. Tests compare it with the
// subject the roles trust (cdk/deploy-access-stack.ts), which must not be built the same way.
import { z } from 'zod';
import { deployBranchRef } from '../../contract/deploy-branch.ts';
import { deployWorkflowPath } from '../deploy-access-stack.ts';

/** The body of `PUT repos/<owner>/<repo>/actions/oidc/customization/sub`. */
export const subjectTemplateSchema = z
  .object({ use_default: z.literal(false), include_claim_keys: z.array(z.string()) })
  .strict();

/**
 * The subject of a job of deploy-stage.yml in `environment`, called from a run on main: `context`
 * is `environment:<name>` for a job with an environment, `ref` the caller's ref and
 * `job_workflow_ref` the called file's. Without a template of the repository's own, GitHub's
 * default: the repository and the context.
 */
export function issuedSubject(
  claimKeys: readonly string[] | undefined,
  repository: string,
  environment: string,
): string {
  const claims: Record<string, string> = {
    repo: `repo:${repository}`,
    context: `environment:${environment}`,
    ref: `ref:${deployBranchRef}`,
    job_workflow_ref: `job_workflow_ref:${repository}/${deployWorkflowPath}@${deployBranchRef}`,
  };
  return (claimKeys ?? ['repo', 'context'])
    .map((key) => {
      const claim = claims[key];
      if (claim === undefined) throw new Error(`No value for the subject claim ${key}`);
      return claim;
    })
    .join(':');
}
