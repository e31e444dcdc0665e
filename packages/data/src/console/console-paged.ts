import { z } from 'zod';

/** One page of a console list, as every paged route answers it. */
export interface ConsolePage<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

const count = z.number().int().min(0);

/** The schema of a page of `item`; extra top-level fields (e.g. `countsByStatus`) are read by the caller. */
export function consolePageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalItems: count,
    totalPages: count,
  });
}
