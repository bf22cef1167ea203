// What `npm run experiment` asks of a store it changes. It lives beside the store's format, not
// with the command, so the local stack's file (./local-store.ts) can be such a store while edge/
// imports nothing from tools/.
/** Where the store is, as the messages name it and as the command is given again. */
export interface StoreWhere {
  /** `on staging`, `on the local stack`. */
  readonly label: string;
  /** The command's own options, to repeat in advice: ` --stage staging`, ` --data-dir /tmp/x`, or none. */
  readonly options: string;
  /** The store itself: the local stack's file, or a stage's KeyValueStore. */
  readonly store: string;
  /** Whether it is the local stack's store, the only one an experiment may start in before its days. */
  readonly local: boolean;
}

export type StoreChange =
  { readonly put: { readonly key: string; readonly value: string } } | { readonly delete: string };

/**
 * A store the command changes: the CloudFront KeyValueStore of a stage
 * (tools/experiment/key-value-store.ts) or the local stack's file (edge/experiments/local-store.ts).
 */
export interface ExperimentStore {
  readonly where: StoreWhere;
  /** The store's version (its ETag), read before the key, and the key's value. */
  read(key: string): Promise<{ readonly etag: string; readonly value: string | undefined }>;
  /** Makes the change only if the store is still at `etag`; otherwise throws StoreChangedError. */
  write(etag: string, change: StoreChange): Promise<void>;
}

/** Someone changed the store between the command's read and its write: nothing was changed. */
export class StoreChangedError extends Error {
  constructor(where: StoreWhere) {
    super(
      `The store ${where.label} changed while this command ran (someone else started, stopped or deployed): nothing was changed. Run the command again to act on what it holds now.`,
    );
    this.name = 'StoreChangedError';
  }
}
