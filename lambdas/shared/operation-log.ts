// What an operation core needs from a logger. Powertools' Logger provides it in Lambda; tests pass
// a recorder. Callers log outcomes and error names only: never message text or email addresses.
export interface OperationLog {
  info(message: string, attributes: Record<string, unknown>): void;
  warn(message: string, attributes: Record<string, unknown>): void;
  error(message: string, attributes: Record<string, unknown>): void;
}
