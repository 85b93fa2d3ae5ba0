import type { CvParseResponse } from '@hashi/shared/cv-parse.schema';
import type { CvDictionary } from './cv-dictionary.ts';
import { extractBasic } from './extract-basic.ts';
import { extractContact } from './extract-contact.ts';
import { extractEducation } from './extract-education.ts';
import { extractJlpt, extractLanguages } from './extract-languages.ts';
import { extractLicenses } from './extract-licenses.ts';
import { detectLanguage, linesOf, splitSections, toLines } from './extract-lines.ts';
import { extractSkills } from './extract-skills.ts';
import { extractWork } from './extract-work.ts';

/**
 * The CV's text as proposals for the profile. Rule-based and pure: the same text and lists give
 * the same answer, and every value carries the line it came from (ADR 0010).
 */
export function extractProposals(
  text: string,
  dict: CvDictionary,
  locale: 'en' | 'ja',
  truncated: boolean,
): CvParseResponse {
  const lines = toLines(text);
  const sections = splitSections(lines);
  const languageLines = linesOf(sections, 'languages');
  return {
    text_length: text.length,
    truncated,
    language: detectLanguage(text),
    proposals: {
      basic: extractBasic(lines, dict, locale),
      contact: extractContact(lines),
      educations: extractEducation(linesOf(sections, 'education')),
      work_experiences: extractWork(linesOf(sections, 'work')),
      skills: extractSkills(lines, dict.skills, locale),
      languages: extractLanguages(lines, languageLines, dict.languages, locale),
      jlpt: extractJlpt(lines, languageLines),
      licenses: extractLicenses(lines, linesOf(sections, 'licenses'), dict.certificates, locale),
    },
  };
}
