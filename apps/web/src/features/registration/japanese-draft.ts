import { z } from 'zod';

/**
 * The Japanese step's answers until the JLPT step saves them. The server keeps the language
 * section whole, JLPT included (PUT applicant-languages requires it), so an applicant who has no
 * JLPT answer saved yet cannot save the Japanese step alone; the answers wait here, in this
 * browser, so that a reload between the two steps loses nothing.
 */
export const japaneseDraftSchema = z.object({
  japanese_language_level: z.number().int(),
  japanese_experience_id: z.number().int().nullable(),
  native: z.number().int(),
  english: z.number().int(),
});
export type JapaneseDraft = z.infer<typeof japaneseDraftSchema>;

const key = (profileId: number) => `hashi.registration.japanese.${profileId}`;

export function readJapaneseDraft(profileId: number): JapaneseDraft | null {
  try {
    const raw = localStorage.getItem(key(profileId));
    if (!raw) return null;
    const parsed = japaneseDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJapaneseDraft(profileId: number, draft: JapaneseDraft): void {
  try {
    localStorage.setItem(key(profileId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the answers stay in the page until the JLPT step saves them.
  }
}

export function clearJapaneseDraft(profileId: number): void {
  try {
    localStorage.removeItem(key(profileId));
  } catch {
    // Nothing to clear.
  }
}
