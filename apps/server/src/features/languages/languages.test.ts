import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const URL = '/api/v1/applicant-languages';
const section = (extra: Record<string, unknown> = {}) => ({
  native: 12,
  english: 1,
  japanese_language_level: 3,
  japanese_experience_id: 1,
  uses_japanese_at_work: true,
  jlpt: 2,
  english_certificates: [{ name: 'IELTS', score: '7.5' }],
  other_languages: [{ language_id: 23, level_id: 2 }],
  ...extra,
});

describe('applicant-languages', () => {
  it('saves the language section whole', async () => {
    const a = await signedInApplicant(ctx);
    const res = await a.call('PUT', URL, section());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      native: 12,
      japanese_language_level: 3,
      uses_japanese_at_work: true,
      jlpt: 2,
      english_certificates: [{ name: 'IELTS', score: 7.5, certificate_id: null }],
      other_languages: [{ language_id: 23, level_id: 2 }],
    });
    const again = await a.call('PUT', URL, section({ english_certificates: [], other_languages: [] }));
    expect(again.json().data).toMatchObject({ english_certificates: [], other_languages: [] });
  });

  it('requires certificate name and score 1–999999.99 and language with level, in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const body = section({
      english_certificates: [{ name: '', score: 1_000_000 }, { name: 'TOEFL' }],
      other_languages: [{ level_id: 2 }],
    });
    const en = await a.call('PUT', URL, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'english_certificates.0.name': ['Required.'],
      'english_certificates.0.score': ['Must be a number from 1 to 999999.99.'],
      'english_certificates.1.score': ['Required.'],
      'other_languages.0.language_id': ['Required.'],
    });
    const ja = await a.call('PUT', URL, body, 'ja');
    expect(ja.json().errors['english_certificates.0.score']).toEqual(['1〜999999.99の数値で入力してください。']);
    expect((await a.call('PUT', URL, section({ jlpt: 99 }))).json().errors).toEqual({ jlpt: ['Invalid value.'] });
  });

  it("keeps each applicant's section apart", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('PUT', URL, section());
    expect((await b.call('GET', URL)).json().data).toMatchObject({ native: null, english_certificates: [] });
  });
});
