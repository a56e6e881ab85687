// Results rows come in place order; a scrutineer checks them in couple-number order.

export type RowOrder = 'place' | 'number';

/** The rows in the order asked for: as given (place order), or by back number (couples without one last). */
export function orderRows<T extends { leadNumber?: number }>(rows: readonly T[], order: RowOrder): readonly T[] {
  if (order === 'place') return rows;
  return [...rows].sort((a, b) => (a.leadNumber ?? Number.POSITIVE_INFINITY) - (b.leadNumber ?? Number.POSITIVE_INFINITY));
}
