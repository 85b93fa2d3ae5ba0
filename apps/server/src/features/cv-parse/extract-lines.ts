import type { CvSource } from '@hashi/shared/cv-parse.schema';

/** A line of the CV's text: its 1-based number in the extracted text and its normalized words. */
export interface CvLine {
  n: number;
  text: string;
}

export type SectionKind = 'education' | 'work' | 'education_work' | 'skills' | 'languages' | 'licenses' | 'other';

export interface CvSection {
  kind: SectionKind;
  /** The lines under the heading (the heading itself excluded); the lines before any heading are 'other'. */
  lines: CvLine[];
}

/** NFKC, and one hyphen for the many dashes ("2019/04 – 2022/03", "Architect – Associate"). */
export const normalizeText = (text: string) => text.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-');

/**
 * The text as lines. NFKC makes full-width digits, letters and brackets (２０１９年, （株）) plain,
 * so one set of patterns reads both languages; numbers stay those of the original text.
 */
export function toLines(text: string): CvLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({
      n: i + 1,
      text: normalizeText(raw)
        .replace(/[\t\u00a0\u3000 ]+/g, ' ')
        .trim(),
    }))
    .filter((line) => line.text.length > 0);
}

export const sourceOf = (line: CvLine): CvSource => ({ text: line.text.slice(0, 300), line: line.n });

/** Headings as they appear in 履歴書, 職務経歴書 and English CVs, compared after `headingKey`. */
const HEADINGS: Record<string, SectionKind> = {};
const add = (kind: SectionKind, names: string[]) => {
  for (const name of names) HEADINGS[headingKey(name)] = kind;
};
add('education', ['学歴', 'education', 'academic background', 'educational background', 'academic history']);
add('work', [
  '職歴',
  '職務経歴',
  '職務経歴詳細',
  '経歴',
  '業務経歴',
  'work experience',
  'professional experience',
  'experience',
  'employment history',
  'employment',
  'work history',
  'career history',
  'career',
]);
add('education_work', ['学歴・職歴', '学歴職歴', 'education and experience', 'education & experience']);
add('skills', [
  'スキル',
  '技術',
  '技術スキル',
  'テクニカルスキル',
  '開発環境',
  '活かせる経験・知識・技術',
  'skills',
  'technical skills',
  'skill set',
  'skillset',
  'tech stack',
  'technologies',
]);
add('languages', ['語学', '語学力', '言語', '語学スキル', 'languages', 'language skills', 'language']);
add('licenses', [
  '資格',
  '免許・資格',
  '資格・免許',
  '免許資格',
  '保有資格',
  '資格・スキル',
  'certifications',
  'certificates',
  'certification',
  'licenses',
  'licences',
  'licenses and certifications',
  'certifications and licenses',
  'licenses & certifications',
  'certifications & licenses',
]);
add('other', [
  '履歴書',
  '職務経歴書',
  '職務要約',
  '職務概要',
  '自己pr',
  '志望動機',
  '志望の動機',
  '趣味',
  '趣味・特技',
  '特技',
  '本人希望記入欄',
  '受賞歴',
  '個人情報',
  '基本情報',
  'summary',
  'profile',
  'professional summary',
  'about me',
  'objective',
  'projects',
  'interests',
  'hobbies',
  'references',
  'awards',
  'personal information',
  'personal details',
  'curriculum vitae',
  'resume',
]);

/** A line reduced to what tells a heading: no decoration (■【】#:), no spaces, lower case. */
function headingKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[■□●○◆◇▼▲▶►★☆【】[\]#*:：|=_\-—–\s]/g, '');
}

export function headingKind(line: CvLine): SectionKind | undefined {
  if (line.text.length > 40) return undefined;
  return HEADINGS[headingKey(line.text)];
}

/** The text cut at its headings, in order. */
export function splitSections(lines: CvLine[]): CvSection[] {
  const sections: CvSection[] = [{ kind: 'other', lines: [] }];
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) sections.push({ kind, lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** Lines of every section of these kinds, in order. */
export function linesOf(sections: CvSection[], ...kinds: SectionKind[]): CvLine[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

/** Japanese script (kana, kanji) against Latin letters decides the CV's language. */
export function detectLanguage(text: string): 'ja' | 'en' | 'mixed' {
  const japanese = text.match(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu)?.length ?? 0;
  // A kanji carries about a word; Latin words average five letters or so.
  const latin = (text.match(/[A-Za-z]/g)?.length ?? 0) / 5;
  if (japanese + latin === 0) return 'en';
  const share = japanese / (japanese + latin);
  if (share >= 0.6) return 'ja';
  if (share <= 0.15) return 'en';
  return 'mixed';
}

/** `label: value` (or `label value`) when the line starts with one of the labels; the value trimmed. */
export function labelled(line: CvLine, labels: RegExp): string | undefined {
  const m = line.text.match(new RegExp(`^(?:${labels.source})\\s*(?:[:：]\\s*|\\s+|$)(.*)$`, 'i'));
  return m ? (m[1] ?? '').trim() : undefined;
}
