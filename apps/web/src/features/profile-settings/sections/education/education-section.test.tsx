import type { Education } from '@hashi/shared/education.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi } from '../../../auth/test/mock-api.ts';
import { masterRoutes, unprocessable } from '../../test/section-fixtures.ts';
import { renderSection } from '../../test/render-section-route.tsx';
import EducationSection from './education-section.tsx';

const URL = '/api/v1/applicant-educations';

const school = (id: number, name: string, extra: Partial<Education> = {}): Education => ({
  id,
  school_name: name,
  school_url: 'https://www.u-tokyo.ac.jp/',
  educational_level_id: 2,
  major: 'Computer science',
  location: 'Tokyo',
  period_from: '2012/04',
  period_to: '2016/03',
  is_current: false,
  deleted_at: null,
  ...extra,
});

function setup(list: Education[], language: 'en' | 'ja' = 'en', sync?: Parameters<typeof mockApi>[0][string]) {
  logIn();
  let current = list;
  const api = mockApi({
    ...masterRoutes(language),
    [`GET ${URL}`]: () => ({ body: { data: current } }),
    [`POST ${URL}/sync`]:
      sync ??
      ((call) => {
        const sent = (call.body as { educations: Array<Education & { deleted: boolean }> }).educations;
        current = sent
          .filter((e) => !(e.deleted && e.id === 0))
          .map((e, i) => ({ ...e, id: e.id || 100 + i, deleted_at: e.deleted ? '2026-11-22T00:00:00Z' : null }));
        return { body: { data: current.filter((e) => !e.deleted_at) } };
      }),
  });
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });
const field = (groupName: string, label: RegExp) =>
  within(group(groupName)).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('education section', () => {
  it('loads the saved educations, with the removed ones restorable', async () => {
    const api = setup([
      school(1, 'University of Tokyo'),
      school(2, 'Old College', { deleted_at: '2026-10-01T00:00:00Z' }),
    ]);
    await renderSection('education', <EducationSection />);
    expect(await screen.findByLabelText(/School name/, { selector: 'input' })).toHaveProperty(
      'value',
      'University of Tokyo',
    );
    expect(field('Education 1', /School website/).value).toBe('https://www.u-tokyo.ac.jp/');
    expect(field('Education 1', /Start/).value).toBe('2012/04');
    expect(await within(group('Education 1')).findByText("Bachelor's degree")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore Old College' })).toBeTruthy();
    expect(screen.getByText('1 of 7 educations')).toBeTruthy();
    expect(api.callsTo('GET', URL)[0]?.path).toBe(`${URL}?include_deleted=true`);
  });

  it('adds an education and sends the whole list; an unsaved entry removed is dropped, a saved one soft-deleted', async () => {
    const api = setup([school(1, 'University of Tokyo'), school(2, 'Kyoto University')]);
    await renderSection('education', <EducationSection />);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Education 2' });

    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(field('Education 3', /School name/), 'Draft school');
    await user.click(screen.getByRole('button', { name: 'Remove education 3' }));
    expect(screen.queryByRole('group', { name: 'Education 3' })).toBeNull();
    expect(screen.queryByText('Draft school')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(field('Education 3', /School name/), ' Tokyo Tech ');
    await user.type(field('Education 3', /Start/), '2020/04');
    await user.click(within(group('Education 3')).getByRole('checkbox', { name: 'I study here now' }));
    await user.click(screen.getByRole('button', { name: 'Remove education 2' }));
    expect(screen.getByText('Removed when you save')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    const sent = (api.callsTo('POST', `${URL}/sync`)[0]?.body as { educations: object[] } | undefined)?.educations;
    expect(sent).toEqual([
      expect.objectContaining({ id: 1, deleted: false, school_name: 'University of Tokyo' }),
      expect.objectContaining({ id: 2, deleted: true, school_name: 'Kyoto University' }),
      {
        id: 0,
        deleted: false,
        school_name: 'Tokyo Tech',
        school_url: null,
        educational_level_id: null,
        major: null,
        location: null,
        period_from: '2020/04',
        period_to: null,
        is_current: true,
      },
    ]);
    // The soft-deleted entry stays restorable after the save.
    expect(screen.getByRole('button', { name: 'Restore Kyoto University' })).toBeTruthy();
    expect(screen.getByText('Removed')).toBeTruthy();
  });

  it('restores a removed education (undo) and sends it back without the deleted mark', async () => {
    const api = setup([
      school(1, 'University of Tokyo'),
      school(2, 'Old College', { deleted_at: '2026-10-01T00:00:00Z' }),
    ]);
    await renderSection('education', <EducationSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove education 1' }));
    expect(screen.queryByRole('group', { name: 'Education 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore University of Tokyo' }));
    await user.click(screen.getByRole('button', { name: 'Restore Old College' }));
    expect(field('Education 2', /School name/).value).toBe('Old College');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const sent = (api.callsTo('POST', `${URL}/sync`)[0]?.body as { educations: object[] } | undefined)?.educations;
    expect(sent).toEqual([
      expect.objectContaining({ id: 1, deleted: false }),
      expect.objectContaining({ id: 2, deleted: false, school_name: 'Old College' }),
    ]);
  });

  it('wants a full http(s) school URL, in English and Japanese', async () => {
    const api = setup([school(1, 'University of Tokyo')]);
    const view = await renderSection('education', <EducationSection />);
    const user = userEvent.setup();
    const url = await screen.findByLabelText(/School website/, { selector: 'input' });
    await user.clear(url);
    await user.type(url, 'www.u-tokyo.ac.jp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a full URL starting with http:// or https://.')).toBeTruthy();
    expect(api.callsTo('POST', `${URL}/sync`)).toHaveLength(0);
    view.unmount();

    setup([school(1, '東京大学', { school_url: 'ftp://example.com' })], 'ja');
    await renderSection('education', <EducationSection />, 'ja');
    await user.click(await screen.findByRole('button', { name: '学歴 1を削除' }));
    await user.click(screen.getByRole('button', { name: '東京大学を元に戻す' }));
    await user.type(screen.getByLabelText(/学校名/, { selector: 'input' }), '院');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('http:// または https:// から始まるURLを入力してください。')).toBeTruthy();
  });

  it('refuses an 8th education with the message, in English and Japanese', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => school(i + 1, `School ${i + 1}`));
    const view = await (async () => {
      setup([...seven, school(8, 'Removed school', { deleted_at: '2026-10-01T00:00:00Z' })]);
      return renderSection('education', <EducationSection />);
    })();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add education' }));
    expect(await screen.findByText('You can add up to 7 educations.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Education 8' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore Removed school' }));
    expect(screen.queryByRole('group', { name: 'Education 8' })).toBeNull();
    view.unmount();

    setup(seven, 'ja');
    await renderSection('education', <EducationSection />, 'ja');
    await user.click(await screen.findByRole('button', { name: '学歴を追加' }));
    expect(await screen.findByText('学歴は7件まで登録できます。')).toBeTruthy();
  });

  it("shows the server's limit message and keeps what was typed", async () => {
    const api = setup(
      [school(1, 'University of Tokyo')],
      'ja',
      unprocessable({ educations: ['学歴は7件まで登録できます。'] }),
    );
    await renderSection('education', <EducationSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '学歴を追加' }));
    await user.type(field('学歴 2', /学校名/), '大阪大学');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('学歴は7件まで登録できます。')).toBeTruthy();
    expect(field('学歴 2', /学校名/).value).toBe('大阪大学');
    expect(api.callsTo('POST', `${URL}/sync`)).toHaveLength(1);
  });
});
