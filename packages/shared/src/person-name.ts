import type { Locale } from './constants.ts';

/**
 * A person's name as each language writes it (UX.md): "Last First" in Japanese, "First Last" in
 * English; a missing part is left out, and no name at all is null.
 */
export function personName(
  locale: Locale,
  person: { first_name: string | null; last_name: string | null } | undefined,
): string | null {
  if (!person) return null;
  const parts = locale === 'ja' ? [person.last_name, person.first_name] : [person.first_name, person.last_name];
  const name = parts
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  return name === '' ? null : name;
}
