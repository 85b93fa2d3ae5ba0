/** Helpers of the features' locale tests: the texts by key, and the sources that ask for them. */

export type TextTree = { [key: string]: string | TextTree };

/** Every text of a locale file under its dotted key (`a.b.c`). */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenTexts(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const sourceFiles = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}', '!../features/*/test/**'],
  { query: '?raw', import: 'default' },
);

/** The text of every source file of a feature (its tests and test folder aside), to find the keys it asks for. */
export async function featureSources(feature: string): Promise<string[]> {
  const prefix = `../features/${feature}/`;
  return Promise.all(
    Object.entries(sourceFiles)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
}
