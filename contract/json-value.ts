// A typed view of parsed YAML/JSON, so documents can be transformed without casts.

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks that `value` is plain JSON data (as YAML with JSON-compatible content parses to). */
export function toJsonValue(value: unknown, where = '$'): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where} is not a finite number`);
    return value;
  }
  if (Array.isArray(value))
    return value.map((item: unknown, index) => toJsonValue(item, `${where}[${index}]`));
  if (typeof value === 'object') {
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) result[key] = toJsonValue(item, `${where}.${key}`);
    return result;
  }
  throw new Error(`${where} is not JSON data (${typeof value})`);
}

export function requireObject(value: JsonValue | undefined, where: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`${where} must be an object`);
  return value;
}

export function requireString(value: JsonValue | undefined, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where} must be a string`);
  return value;
}
