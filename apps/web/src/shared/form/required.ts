import type { z } from 'zod';
import { toFieldPath } from './labels';

/** Zod's own description of a schema (zod 4 keeps it on `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that change what a value may be, not where its fields are. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

function child(schema: z.ZodType, segment: string): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return def.shape?.[segment];
    case 'array':
      return def.element;
    case 'tuple':
      return def.items?.[Number(segment)];
    case 'record':
      return def.valueType;
    case 'union':
      for (const option of def.options ?? []) {
        const found = child(option, segment);
        if (found) return found;
      }
      return undefined;
    case 'intersection':
      return (def.left && child(def.left, segment)) || (def.right && child(def.right, segment)) || undefined;
    default:
      return undefined;
  }
}

/** The schema of one field, by its path (`translation.0.name`, `translation[0][name]`), if the form's schema has it. */
function schemaAt(schema: z.ZodType, name: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of toFieldPath(name).split('.')) {
    if (!current) return undefined;
    current = child(current, segment);
  }
  return current;
}

/** The values an empty field holds: nothing, a cleared select, an empty input, a list without entries. */
const EMPTY_VALUES: readonly unknown[] = [undefined, null, '', []];

/**
 * Whether the form's schema requires a value in this field: it accepts none of the empty values.
 * A field the schema does not describe, or checks only against other fields, is not required.
 */
export function isRequiredIn(schema: z.ZodType, name: string): boolean {
  const field = schemaAt(schema, name);
  if (!field) return false;
  try {
    return EMPTY_VALUES.every((empty) => !field.safeParse(empty).success);
  } catch {
    // An asynchronous check cannot be run here; the field is validated on submit all the same.
    return false;
  }
}
