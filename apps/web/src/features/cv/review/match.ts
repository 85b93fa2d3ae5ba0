/** How proposals are matched with what the profile already holds. */

/** Company and school names compared loosely: width, case, spaces, punctuation and legal forms aside. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/株式会社|有限会社|合同会社|\b(inc|co|corp|corporation|ltd|llc|limited|group)\b/g, '')
    .replace(/[\s.,・()（）'"&-]/g, '');
}

export function uniqueBy<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Splits proposals into new ones and ones the profile already has. */
export function splitKnown<T>(
  items: T[],
  key: (item: T) => string,
  isKnown: (item: T) => boolean,
  label: (item: T) => string,
) {
  const unique = uniqueBy(items, key);
  return {
    fresh: unique.filter((item) => !isKnown(item)),
    already: unique.filter(isKnown).map(label),
  };
}

export const inSet =
  <T>(set: Set<string>, key: (item: T) => string) =>
  (item: T) =>
    set.has(key(item));
