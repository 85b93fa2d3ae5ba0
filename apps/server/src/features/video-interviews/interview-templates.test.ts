import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { T, TEMPLATE } from './video-interviews.fixtures.ts';

const ctx = useTestContext();

/** A company's video interview templates (ADR 0047): its own only, questions of the spec's three types. */
describe('video interview templates', () => {
  it('creates, lists, shows, updates and deletes a template with the three question types', async () => {
    const company = await signedInCompany(ctx);
    const created = await company.call('POST', T, {
      ...TEMPLATE,
      questions: [
        ...(TEMPLATE.questions ?? []),
        // Thinking time, answer time and takes take their defaults.
        { type: 3, text: 'What are you proud of?' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({
      name: 'Backend engineer screening',
      practice_question: { text: 'Tell us what you had for breakfast.', thinking_seconds: 10, answer_seconds: 60 },
      questions: [
        { no: 1, type: 1, options: ['Go', 'Kotlin', 'TypeScript'], takes: null, answer_seconds: null },
        { no: 2, type: 2, text: 'Why Japan?', options: null },
        { no: 3, type: 3, thinking_seconds: 30, answer_seconds: 90, takes: 2 },
        { no: 4, type: 3, thinking_seconds: 30, answer_seconds: 120, takes: 2 },
      ],
    });

    const list = await company.call('GET', T);
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([template.id]);
    expect((await company.call('GET', `${T}/${template.id}`)).json().data).toEqual(template);

    const updated = await company.call('PUT', `${T}/${template.id}`, {
      name: 'Short screening',
      intro: 'One question.',
      questions: [{ type: 2, text: 'Why us?' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Short screening', practice_question: null });
    expect(updated.json().data.questions).toHaveLength(1);

    expect((await company.call('DELETE', `${T}/${template.id}`)).statusCode).toBe(204);
    expect((await company.call('GET', `${T}/${template.id}`)).statusCode).toBe(404);
    expect((await company.call('DELETE', `${T}/${template.id}`)).statusCode).toBe(404);
  });

  it('refuses answer times outside 60–300 seconds, takes outside 1–5, a selection without two options', async () => {
    const company = await signedInCompany(ctx);
    const video = (extra: Record<string, unknown>) => ({
      ...TEMPLATE,
      questions: [{ type: 3, text: 'Introduce yourself.', ...extra }],
    });
    for (const bad of [{ answer_seconds: 59 }, { answer_seconds: 301 }, { takes: 0 }, { takes: 6 }]) {
      const res = await company.call('POST', T, video(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^questions\.0\./);
    }
    expect((await company.call('POST', T, video({ answer_seconds: 60 }))).statusCode).toBe(201);
    expect((await company.call('POST', T, video({ answer_seconds: 300, takes: 5 }))).statusCode).toBe(201);

    const oneOption = await company.call('POST', T, {
      ...TEMPLATE,
      questions: [{ type: 1, text: 'Pick', options: ['Only'] }],
    });
    expect(oneOption.statusCode).toBe(422);
    const unknownType = await company.call('POST', T, { ...TEMPLATE, questions: [{ type: 4, text: 'Dance' }] });
    expect(unknownType.statusCode).toBe(422);
    const none = await company.call('POST', T, { ...TEMPLATE, questions: [] }, 'ja');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('another company’s template answers 404, like a missing one; huge ids are 422, never 500', async () => {
    const owner = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const id = (await owner.call('POST', T, TEMPLATE)).json().data.id;
    for (const [method, payload] of [['GET'], ['PUT', TEMPLATE], ['DELETE']] as const) {
      const res = await other.call(method, `${T}/${id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe((await other.call(method, `${T}/999999`, payload)).body);
    }
    expect((await other.call('GET', T)).json().data).toEqual([]);
    expect((await owner.call('GET', `${T}/2147483648`)).statusCode).toBe(422);
    expect((await owner.call('GET', `${T}/${'9'.repeat(40)}`)).statusCode).toBe(422);
  });
});
