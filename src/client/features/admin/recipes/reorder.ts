/** `items` with the item at `from` moved to `to` (both inside the list); the same list otherwise. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

let nextKey = 0;
/** A key for a row the editor adds, so React keeps each row's input as rows move. */
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}
