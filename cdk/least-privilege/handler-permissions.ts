// What CloudFormation needs to create, update and delete each resource type the stacks use:
// handler-permissions.json, the permissions the CloudFormation registry's resource schemas list for
// their handlers, read once. The execution policy grants them (execution-policy.ts), less those
// serving features no resource of ours uses (unused-handler-permissions.ts).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { actionsIamDoesNotHave, unusedHandlerPermissions } from './unused-handler-permissions.ts';

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

/** What CloudFormation needs for `resourceType`: the handlers' actions less the unused ones. */
export function neededActions(resourceType: string): string[] {
  const unused = new Set(
    unusedHandlerPermissions
      .filter((entry) => entry.resourceType === resourceType)
      .flatMap((entry) => entry.actions),
  );
  return handlerActions(resourceType).filter(
    (action) => !unused.has(action) && actionsIamDoesNotHave[action] === undefined,
  );
}
