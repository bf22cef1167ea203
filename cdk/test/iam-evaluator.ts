// Asks @cloud-copilot/iam-simulate, an IAM policy evaluator nobody here wrote, whether a principal
// with given policies may make a request, the way AWS decides it: identity policies, the
// principal's permissions boundary, the resource's own policy, same or cross account.
import { runSimulation, runUnsafeSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import type { JsonValue } from '../../contract/json-value.ts';

export interface EvaluatedPrincipal {
  readonly arn: string;
  readonly policies: readonly JsonValue[];
  readonly boundary?: JsonValue;
}

interface EvaluatedRequest {
  readonly action: string;
  readonly resource: string;
  /** The account that owns the resource; the principal's own unless said. */
  readonly resourceAccount?: string;
  readonly context?: Readonly<Record<string, string | string[]>>;
  readonly resourcePolicy?: JsonValue;
}

/** AWS's answer, or that the action checks no resource of the ARN's type (an impossible request). */
type Decision = 'Allowed' | 'ExplicitlyDenied' | 'ImplicitlyDenied' | 'NotThisResourceType';

const accountOf = (arn: string): string => arn.split(':')[4] ?? '';

/** Principals whose policies the evaluator has validated, by their policies' text. */
const validated = new Set<string>();

/**
 * AWS's decision on the request. With `resourceTypeKnown`, the caller has matched the ARN to one
 * of the action's resource types in the Service Authorization Reference itself: the evaluator
 * cannot always tell which of API Gateway's overlapping ARN formats an ARN is, so it decides
 * without checking the type again, and, once it has validated the principal's policies on a first
 * request, without validating them again (four times faster, for the thousands of requests of a
 * stage's templates).
 */
export async function decide(
  principal: EvaluatedPrincipal,
  request: EvaluatedRequest,
  options: { readonly resourceTypeKnown?: boolean } = {},
): Promise<Decision> {
  const simulation: Simulation = {
    request: {
      principal: principal.arn,
      action: request.action,
      resource: {
        resource: request.resource,
        accountId: request.resourceAccount ?? accountOf(principal.arn),
      },
      contextVariables: { ...request.context },
    },
    identityPolicies: principal.policies.map((policy, index) => ({ name: `policy${index}`, policy })),
    permissionBoundaryPolicies:
      principal.boundary === undefined ? undefined : [{ name: 'boundary', policy: principal.boundary }],
    resourcePolicy: request.resourcePolicy,
    serviceControlPolicies: [],
    resourceControlPolicies: [],
  };
  const policiesText = JSON.stringify([principal.policies, principal.boundary]);
  if (options.resourceTypeKnown === true && validated.has(policiesText))
    return runUnsafeSimulation(simulation, {});
  const result = await runSimulation(simulation, {});
  if (result.resultType === 'error' && result.errors.message === 'no.resource.types') {
    return options.resourceTypeKnown === true ? runUnsafeSimulation(simulation, {}) : 'NotThisResourceType';
  }
  if (result.resultType === 'error') {
    throw new Error(`${request.action} on ${request.resource}: ${JSON.stringify(result.errors)}`);
  }
  validated.add(policiesText);
  return result.overallResult;
}
