import type { Faq } from '@hashi/shared/faq.schema';

export type FaqLanguage = 'en' | 'ja';
/** One category with its items, in the language shown. */
export type FaqGroup = { id: number; title: string; items: { id: number; question: string; answer: string }[] };

/** Categories in their order, each with its items in theirs; empty categories are left out. */
export function groupFaqs(entries: Faq[], language: FaqLanguage): FaqGroup[] {
  const byOrder = (a: Faq, b: Faq) => a.sort_order - b.sort_order || a.id - b.id;
  const categories = entries.filter((e) => e.parent_id === null).sort(byOrder);
  return categories
    .map((category) => ({
      id: category.id,
      title: language === 'ja' ? category.ja_question : category.en_question,
      items: entries
        .filter((e) => e.parent_id === category.id)
        .sort(byOrder)
        .map((e) => ({
          id: e.id,
          question: language === 'ja' ? e.ja_question : e.en_question,
          answer: (language === 'ja' ? e.ja_answer : e.en_answer) ?? '',
        })),
    }))
    .filter((group) => group.items.length > 0);
}

/** NFKC and lower case, so full-width letters and digits (ＣＶ, ５ＭＢ) match what is written. */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The groups whose items contain every word of `query` in their question or answer (or whose
 * category name holds the words: then the whole category). Japanese has no spaces, so a query is
 * split on spaces only and each part is looked for as written.
 */
export function searchFaqGroups(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (text: string) => {
    const haystack = normalize(text);
    return words.every((w) => haystack.includes(w));
  };
  return groups
    .map((group) =>
      matches(group.title)
        ? group
        : { ...group, items: group.items.filter((i) => matches(`${i.question}\n${i.answer}`)) },
    )
    .filter((group) => group.items.length > 0);
}
