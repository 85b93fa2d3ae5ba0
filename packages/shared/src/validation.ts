import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/**
 * Validation messages are i18n keys (see locales/*.json, "validation.*"); the server and the web
 * app translate them, filling {min}/{max} from the zod issue.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  maxChars: 'validation.max_chars',
  minChars: 'validation.min_chars',
  passwordMin: 'validation.password_min',
  passwordMax: 'validation.password_max',
  passwordAlnum: 'validation.password_alnum',
  passwordCommon: 'validation.password_common',
  passwordSame: 'validation.password_same',
  passwordMismatch: 'validation.password_mismatch',
  currentPasswordRequired: 'validation.current_password_required',
  currentPasswordIncorrect: 'validation.current_password_incorrect',
  passwordIncorrect: 'validation.password_incorrect',
  termsRequired: 'validation.terms_required',
  emailSame: 'validation.email_same',
  codeRequired: 'validation.code_required',
  codeFormat: 'validation.code_format',
  reasonRequired: 'validation.reason_required',
  invalidType: 'validation.invalid_type',
  invalidValue: 'validation.invalid_value',
  unknownField: 'validation.unknown_field',
  url: 'validation.url',
  number: 'validation.number',
  integer: 'validation.integer',
  // Profile (spec §5)
  month: 'validation.month',
  date: 'validation.date',
  periodOrder: 'validation.period_order',
  urlHttp: 'validation.url_http',
  scoreRange: 'validation.score_range',
  maxItems: 'validation.max_items',
  educationLimit: 'validation.education_limit',
  experienceRequired: 'validation.experience_required',
  licenseDuplicate: 'validation.license_duplicate',
  awardDuplicate: 'validation.award_duplicate',
  companyDuplicate: 'validation.company_duplicate',
  companyUnknown: 'validation.company_unknown',
  workDetailTemplate: 'validation.work_detail_template',
  slugFormat: 'validation.slug_format',
  slugTaken: 'validation.slug_taken',
} as const;

/** A non-empty trimmed string; the "Required." message when empty or absent. */
export const requiredString = (max = 255) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(254, { error: V.maxChars })
  .pipe(z.email({ error: V.email }))
  .transform((s) => s.toLowerCase());

/**
 * The few hundred passwords attackers try first; blocked beyond the spec's letters-and-digits rule.
 * The list is short on purpose: it targets the guesses that succeed, not every weak password.
 */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p4ssw0rd',
  'pa55word',
  'qwerty123',
  'qwerty12',
  'qwerty1234',
  'qwertyuiop1',
  'abc12345',
  'abcd1234',
  'abc123456',
  'a1b2c3d4',
  'a1b2c3d4e5',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'iloveyou1',
  'letmein1',
  'welcome1',
  'welcome123',
  'admin123',
  'admin1234',
  'administrator1',
  'monkey123',
  'dragon123',
  'football1',
  'baseball1',
  'sunshine1',
  'princess1',
  'trustno1',
  'superman1',
  'michael1',
  'charlie1',
  'test1234',
  'test12345',
  'testtest1',
  'changeme1',
  'master123',
  'hello123',
  'login123',
  'secret123',
  'shadow123',
  'computer1',
  'internet1',
  'samsung1',
  'google123',
  'starwars1',
  'pokemon1',
  'asdf1234',
  'asdfgh123',
  'zxcvbnm1',
  '12345678a',
  '123456789a',
  'a12345678',
  'a123456789',
  '1234qwer',
  'qwer1234',
  '1234abcd',
  'abcdef1',
  'abcdefg1',
  'password01',
  'passwd123',
  'tokyo2020',
  'japan123',
  'nippon123',
  'sakura123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

const hasLettersAndDigits = (s: string) => /[A-Za-z]/.test(s) && /\d/.test(s);

/** Sign-up password: at least 8 characters with letters and digits (spec §5). */
export const signupPasswordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN, { error: V.passwordMin })
  .max(128, { error: V.maxChars })
  .refine(hasLettersAndDigits, { error: V.passwordAlnum })
  .refine((s) => !isCommonPassword(s), { error: V.passwordCommon });

/** Changed password: 8 to 20 characters with letters and digits (spec §5, §9). */
export const newPasswordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN, { error: V.passwordMin })
  .max(PASSWORD_MAX, { error: V.passwordMax })
  .refine(hasLettersAndDigits, { error: V.passwordAlnum })
  .refine((s) => !isCommonPassword(s), { error: V.passwordCommon });
