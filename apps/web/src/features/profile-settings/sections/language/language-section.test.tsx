import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi } from '../../../auth/test/mock-api.ts';
import { masterRoutes, profileFixture, unprocessable } from '../../test/section-fixtures.ts';
import { renderSection } from '../../test/render-section-route.tsx';
import LanguageSection from './language-section.tsx';

const URL = '/api/v1/applicant-languages';

const saved = {
  native: 40,
  english: 2,
  english_comprehension: 3,
  english_writing: null,
  japanese_language_level: 3,
  japanese_experience_id: 1,
  uses_japanese_at_work: true,
  jlpt: 2,
  english_certificates: [{ id: 5, certificate_id: null, name: 'IELTS', score: 7.5 }],
  other_languages: [{ id: 6, language_id: 30, level_id: 4 }],
};

/** The saved section as the server answers a PUT: the sent values with ids. */
const echo = (sent: typeof saved) => ({
  ...sent,
  english_certificates: sent.english_certificates.map((c, i) => ({ ...c, id: i + 1 })),
  other_languages: sent.other_languages.map((l, i) => ({ ...l, id: i + 1 })),
});

function setup(language: 'en' | 'ja' = 'en', put?: Parameters<typeof mockApi>[0][string], languages = saved) {
  logIn();
  return mockApi({
    ...masterRoutes(language),
    'GET /api/v2/applicant/profile': { body: { data: profileFixture({ languages }) } },
    [`PUT ${URL}`]: put ?? ((call) => ({ body: { data: echo(call.body as typeof saved) } })),
  });
}

const combobox = (name: RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('combobox', { name });
const group = (name: string) => screen.getByRole('group', { name });

describe('language section', () => {
  it('loads the section from the profile and saves it whole', async () => {
    const api = setup();
    await renderSection('language', <LanguageSection />);
    const user = userEvent.setup();
    const native = await screen.findByRole('combobox', { name: /First \(native\) language/ });
    await waitFor(() => expect((native as HTMLInputElement).value).toBe('Vietnamese'));
    expect(combobox(/English speaking level/).textContent).toBe('Fluent');
    expect(combobox(/JLPT level/).textContent).toBe('N2');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(within(group('Certificate 1')).getByLabelText(/Score/, { selector: 'input' })).toHaveProperty(
      'value',
      '7.5',
    );
    expect((combobox(/Language/, group('Other language 1')) as HTMLInputElement).value).toBe('French');

    await user.click(combobox(/English writing level/));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    await user.type(within(group('Certificate 2')).getByLabelText(/Certificate name/, { selector: 'input' }), 'TOEIC');
    await user.type(within(group('Certificate 2')).getByLabelText(/Score/, { selector: 'input' }), '905');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', URL)[0]?.body).toEqual({
      native: 40,
      english: 2,
      english_comprehension: 3,
      english_writing: 3,
      japanese_language_level: 3,
      japanese_experience_id: 1,
      uses_japanese_at_work: false,
      jlpt: 2,
      english_certificates: [
        { certificate_id: null, name: 'IELTS', score: 7.5 },
        { certificate_id: null, name: 'TOEIC', score: 905 },
      ],
      other_languages: [{ language_id: 30, level_id: 4 }],
    });
  });

  it('wants a certificate name and a score from 1 to 999999.99, and a language with its level (English)', async () => {
    const api = setup();
    await renderSection('language', <LanguageSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add certificate' }));
    await user.type(within(group('Certificate 2')).getByLabelText(/Score/, { selector: 'input' }), '1000000');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const certificate = group('Certificate 2');
    expect(await within(certificate).findByText('Required.')).toBeTruthy();
    expect(within(certificate).getByText('Must be a number from 1 to 999999.99.')).toBeTruthy();
    expect(within(group('Other language 2')).getAllByText('Required.')).toHaveLength(2);
    expect(api.callsTo('PUT', URL)).toHaveLength(0);
  });

  it('says the same in Japanese', async () => {
    setup('ja', undefined, { ...saved, english_certificates: [], other_languages: [] });
    await renderSection('language', <LanguageSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '資格・試験を追加' }));
    await user.type(within(group('資格・試験 1')).getByLabelText(/資格・試験名/, { selector: 'input' }), 'TOEIC');
    await user.type(within(group('資格・試験 1')).getByLabelText(/スコア/, { selector: 'input' }), '0.5');
    await user.click(screen.getByRole('button', { name: '言語を追加' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('1〜999999.99の数値で入力してください。')).toBeTruthy();
    expect(within(group('その他の言語 1')).getAllByText('必須項目です。')).toHaveLength(2);
  });

  it('does not offer a language twice among the other languages, nor English or Japanese', async () => {
    setup();
    await renderSection('language', <LanguageSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    await user.click(combobox(/Language/, group('Other language 2')));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // A searchable list has no empty "Select" entry: clearing the text is how to choose none.
    expect(options.map((option) => option.textContent)).toEqual(['Vietnamese']);
  });

  it("shows the server's messages under their fields and keeps what was typed", async () => {
    setup(
      'ja',
      unprocessable({
        'english_certificates.0.score': ['1〜999999.99の数値で入力してください。'],
        jlpt: ['値が正しくありません。'],
      }),
    );
    await renderSection('language', <LanguageSection />, 'ja');
    const user = userEvent.setup();
    const score = await within(await screen.findByRole('group', { name: '資格・試験 1' })).findByLabelText(/スコア/, {
      selector: 'input',
    });
    await user.clear(score);
    await user.type(score, '8');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await within(group('資格・試験 1')).findByText('1〜999999.99の数値で入力してください。')).toBeTruthy();
    expect(screen.getByText('値が正しくありません。')).toBeTruthy();
    expect(score).toHaveProperty('value', '8');
  });
});
