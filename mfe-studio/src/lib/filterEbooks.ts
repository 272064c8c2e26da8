/** The library's search: title or description containing the text, case-insensitive (blank: everything). */
export function filterEbooks<T extends { title: string; description: string | null }>(
  ebooks: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...ebooks];
  return ebooks.filter(
    (e) =>
      e.title.toLocaleLowerCase().includes(needle) ||
      (e.description ?? '').toLocaleLowerCase().includes(needle),
  );
}
