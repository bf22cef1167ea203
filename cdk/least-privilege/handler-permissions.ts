// What CloudFormation needs to create, update and delete each resource type the stacks use:
// handler-permissions.json, the permissions the CloudFormation registry's resource schemas list for
// their handlers, read once. The execution policy grants those checked on what our resources are or
// point to (handler-targets.ts, by the Service Authorization Reference: iam-reference.ts), less the
// few unused-handler-permissions.ts names.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { handlerTargets } from './handler-targets.ts';
import { actionResourceTypes, serviceOf } from './iam-reference.ts';
import { unusedOwnActions } from './unused-handler-permissions.ts';

const actionsSchema = z.array(z.string().regex(/^[a-z0-9-]+:[A-Za-z0-9.*]+$/));
const handlerPermissionsSchema = z.object({
  source: z.string(),
  retrieved: z.string(),
  notFromSchemas: z.record(z.string(), z.string()),
  howToUpdate: z.string(),
  resourceTypes: z.record(
    z.string(),
    z.object({ create: actionsSchema, update: actionsSchema.optional(), delete: actionsSchema }),
  ),
});

export const handlerPermissions: z.infer<typeof handlerPermissionsSchema>['resourceTypes'] =
  handlerPermissionsSchema.parse(
    JSON.parse(readFileSync(new URL('./handler-permissions.json', import.meta.url), 'utf8')),
  ).resourceTypes;

/** Every action the handlers of `resourceType` list, create, update and delete together. */
export function handlerActions(resourceType: string): string[] {
  const handlers = handlerPermissions[resourceType];
  if (handlers === undefined) throw new Error(`${resourceType} is not in handler-permissions.json`);
  return [...new Set([...handlers.create, ...(handlers.update ?? []), ...handlers.delete])].sort();
}

/** The resource types and services handler-targets.ts gives `resourceType`. */
export function handlerTargetsOf(resourceType: string): readonly string[] {
  const targets = handlerTargets[resourceType];
  if (targets === undefined) throw new Error(`${resourceType} is not in handler-targets.ts`);
  return targets;
}

/**
 * True when `action` acts on what a resource of `resourceType` is or points to: it is checked on one
 * of its targets' types, or IAM checks it only on `*` and it belongs to a target's service.
 */
export function actsOnTargets(resourceType: string, action: string): boolean {
  const targets = handlerTargetsOf(resourceType);
  const checkedOn = actionResourceTypes(action);
  if (checkedOn === undefined) return false;
  if (checkedOn.length === 0) return targets.some((target) => serviceOf(target) === serviceOf(action));
  return checkedOn.some((type) => targets.includes(type));
}

/** What CloudFormation needs for `resourceType`: the handlers' actions that act on its targets. */
export function neededActions(resourceType: string): string[] {
  const unused = new Set(
    unusedOwnActions.filter((entry) => entry.resourceType === resourceType).map((entry) => entry.action),
  );
  return handlerActions(resourceType).filter(
    (action) => actsOnTargets(resourceType, action) && !unused.has(action),
  );
}
