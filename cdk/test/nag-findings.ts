// Runs cdk-nag's AwsSolutions pack over a built app and lists what it reports and what the stack
// acknowledges, for the tests.
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { isJsonObject, toJsonValue } from '../../contract/json-value.ts';

/** Each unacknowledged finding as "severity rule at construct path". */
export function unacknowledgedNagFindings(app: IConstruct): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) =>
        `${violation.severity ?? 'unknown'} ${violation.ruleName} at ${resource.constructPath ?? '?'}`,
    ),
  );
}

export interface RecordedAcknowledgement {
  readonly path: string;
  readonly id: string;
  readonly reason: string;
}

/** Every acknowledgement recorded in the construct tree, with the construct it applies to. */
export function recordedAcknowledgements(app: IConstruct): RecordedAcknowledgement[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => {
        const data = toJsonValue(entry.data);
        if (!isJsonObject(data)) return [];
        return Object.entries(data).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason: typeof reason === 'string' ? reason : '',
        }));
      }),
  );
}
