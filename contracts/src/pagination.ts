import { z } from 'zod';

/**
 * One page of an admin table (GET …?pagina=): the rows under the table's own name, the total across every page,
 * the page number and the page size.
 */
export function pageSchema<Key extends string, Row extends z.ZodType>(rowsKey: Key, row: Row) {
  const rows = { [rowsKey]: z.array(row) } as { [K in Key]: z.ZodArray<Row> };
  return z.object({ ...rows, total: z.number(), pagina: z.number(), por_pagina: z.number() });
}
