/**
 * Shapes of the seed data that the masters migrations insert. Ids are written out in the data,
 * never derived from array positions, so that editing a list can never renumber what profiles and
 * job postings already point at.
 */

/** A row of a reference list: its fixed id and its label in each language. */
export interface LabelSeed {
  id: number;
  en: string;
  ja: string;
}

export type CategorySeed = LabelSeed;

/** A row that belongs to a category; `ja` defaults to `en` (product names are not translated). */
export interface CategorizedSeed {
  id: number;
  category: number;
  en: string;
  ja?: string;
  /** Other names that a search matches (abbreviations), never shown. */
  aliases?: string;
}

export interface CitySeed extends LabelSeed {
  prefecture: number;
}

/** A band of a numeric scale; null is open-ended. */
export interface RangeSeed extends LabelSeed {
  min: number | null;
  max: number | null;
}
