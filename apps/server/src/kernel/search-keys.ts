/**
 * Brings a table's stored search keys in line with the current folding (`searchKey`), run when the
 * app starts: rows written before their key existed, or under older folding rules, get it; rows
 * already right are left alone. `rows` reads each row's id, stored key and the texts it is made of;
 * `save` writes one row's key. Answers how many rows changed.
 */
export async function rekeyRows<Row extends { id: number; key: string }>(
  rows: () => Promise<Row[]>,
  keyOf: (row: Row) => string,
  save: (id: number, key: string) => Promise<unknown>,
): Promise<number> {
  let changed = 0;
  for (const row of await rows()) {
    const key = keyOf(row);
    if (key === row.key) continue;
    await save(row.id, key);
    changed += 1;
  }
  return changed;
}
