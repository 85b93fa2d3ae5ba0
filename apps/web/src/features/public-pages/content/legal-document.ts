/**
 * A long text (terms, privacy policy…) as data: one file per document and language in this folder,
 * rendered by components/legal-page.tsx with its headings and a table of contents.
 */

/** A link to another page of the site (`to` is a path such as `/contact-us`). */
export type LegalLink = { readonly to: string; readonly label: string };

/**
 * A paragraph, a list of items (numbered when `ordered`), links to related pages, or the operator's
 * particulars (name, registered office, representative, contact) from content/operator.ts.
 */
export type LegalBlock =
  | string
  | { readonly operator: true }
  | { readonly list: readonly string[]; readonly ordered?: boolean }
  | { readonly links: readonly LegalLink[] };

export type LegalSection = {
  /** The anchor of the section (`#id`), the same in both languages. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  readonly title: string;
  /** The day the text took effect or was last revised, YYYY-MM-DD. */
  readonly revised?: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
};
