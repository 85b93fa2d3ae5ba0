/**
 * A sentence whose last word is a name: a name that ends with its own full stop ("Asagi Medical
 * Inc.") ends the sentence too, so the sentence's stop is not doubled ("… Inc..").
 */
export function endSentenceAfterName(sentence: string): string {
  return sentence.replace(/\.\.$/u, '.');
}
