import type { z } from 'zod';
import { RecordShapeError } from './typed-collection';

/** A parser of one collection's records into its domain type; a mismatch throws RecordShapeError. */
export function recordParser<S extends z.ZodType>(collection: string, schema: S): (record: unknown) => z.infer<S> {
  return (record) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) throw new RecordShapeError(collection, parsed.error.issues);
    return parsed.data;
  };
}
