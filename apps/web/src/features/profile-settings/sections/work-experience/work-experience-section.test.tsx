import { workDetailTemplate } from '@hashi/shared/work-detail-templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../../auth/test/mock-api.ts';
import { experience, profile, profileApi } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render-section.tsx';
import WorkExperienceSection from './work-experience-section.tsx';

beforeEach(() => logIn());
afterEach(() => i18next.changeLanguage('en'));

const withRole = profile({ position_experiences: [{ id: 1, job_position_id: 21, years_of_experience_range_id: 3 }] });

function pageOf(total: number, page: number) {
  const from = (page - 1) * 10;
  const data = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => experience(from + i + 1));
  return { data, meta: { current_page: page, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) } };
}

const searchRoute = (total: number) => ({
  'POST /api/v1/applicant-experiences/search': (call: { body: unknown }) => ({
    body: pageOf(total, (call.body as { page: number }).page),
  }),
});

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('work experience section', () => {
  it('lists 10 per page from the search and pages on', async () => {
    const api = profileApi(withRole, searchRoute(12));
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    expect(await screen.findByText('Company 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Edit work experience at/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Company 11')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-experiences/search').map((c) => c.body)).toEqual([
      { page: 1, per_page: 10 },
      { page: 2, per_page: 10 },
    ]);
  });

  it('refuses to delete the last work experience (en and ja)', async () => {
    const api = profileApi(withRole, searchRoute(1));
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete work experience at Company 1' }));
    expect(await screen.findByText('Please add at least one work experience.')).toBeTruthy();
    await i18next.changeLanguage('ja');
    await user.click(await screen.findByRole('button', { name: 'Company 1 の職務経歴を削除' }));
    expect(await screen.findByText('職歴を1件以上登録してください。')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/v1/applicant-experiences/1')).toHaveLength(0);
  });

  it('deletes an entry after a confirmation when others remain', async () => {
    const api = profileApi(withRole, { ...searchRoute(2), 'DELETE /api/v1/applicant-experiences/2': { status: 204 } });
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete work experience at Company 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/v1/applicant-experiences/2')).toHaveLength(1));
  });

  it('starts from the template of the applicant role, refuses it unchanged, and checks every required field', async () => {
    const api = profileApi(withRole, searchRoute(0));
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add work experience' }));
    const detail = (await screen.findByLabelText(/^Work detail/)) as HTMLTextAreaElement;
    await waitFor(() => expect(detail.value).toBe(workDetailTemplate(2, 'en')));
    expect(screen.getByText(/Write at least 200 words or 2,000 characters\./)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Company name/), 'Sakura Systems');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please change the template to describe your own work.')).toBeTruthy();
    // Industry, company size, employment type, job title and from ("to" is checked with the period, once these pass).
    expect(screen.getAllByText('Required.')).toHaveLength(5);
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')).toHaveLength(0);
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Sakura Systems');
  });

  it('checks the period format and order, and the length limits', async () => {
    profileApi(withRole, searchRoute(1));
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit work experience at Company 1' }));
    const from = await screen.findByLabelText(/^From/);
    expect((from as HTMLInputElement).value).toBe('2020/04');
    await user.clear(from);
    await user.type(from, '2021-04');
    await user.clear(screen.getByLabelText(/^To/));
    await user.type(screen.getByLabelText(/^To/), '2020/01');
    fireEvent.change(screen.getByLabelText(/^IT skills used/), { target: { value: 'x'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the month as YYYY/MM.')).toBeTruthy();
    expect(screen.getByText('Must be 2000 characters or less.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^From/));
    await user.type(screen.getByLabelText(/^From/), '2021/04');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Period to must be the same as or later than period from.')).toBeTruthy();
  });

  it('saves a current entry and offers to hide the profile from that company', async () => {
    const api = profileApi(withRole, {
      ...searchRoute(0),
      'POST /api/v1/applicant-experiences': (call) => ({
        status: 201,
        body: { data: { id: 9, ...(call.body as object) } },
      }),
      'POST /api/v1/applicant-excluded-companies': {
        status: 201,
        body: { data: { id: 1, company_name: 'Sakura Systems' } },
      },
    });
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add work experience' }));
    await user.type(await screen.findByLabelText(/^Company name/), 'Sakura Systems');
    await choose(user, /^Industry/, 'Internet services');
    await choose(user, /^Company size/, '1–50 employees');
    await choose(user, /^Employment type/, 'Full-time');
    await user.type(screen.getByLabelText(/^Job title/), 'iOS engineer');
    await user.type(screen.getByLabelText(/^From/), '2023/10');
    await user.click(screen.getByLabelText('I currently work here'));
    const detail = screen.getByLabelText(/^Work detail/);
    await user.clear(detail);
    await user.type(detail, 'Built the ordering app for 2 million users.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide your profile from Sakura Systems?' });
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')[0]?.body).toEqual({
      company_name: 'Sakura Systems',
      industry_id: 1,
      is_japanese_company: false,
      employment_type_id: 1,
      job_title: 'iOS engineer',
      company_size_id: 1,
      period_from: '2023/10',
      period_to: null,
      is_current: true,
      work_detail: 'Built the ordering app for 2 million users.',
      it_skills: null,
      role_and_size: null,
      projects: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Hide from this company' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/v1/applicant-excluded-companies')[0]?.body).toEqual({
        company_name: 'Sakura Systems',
      }),
    );
  });

  it('requires the career summary and saves it with the income', async () => {
    const api = profileApi(
      profile({
        income: { currency: 1, current_working_status: 1, latest_annual_income: 1, desired_annual_salary: null },
      }),
      {
        ...searchRoute(1),
        'PUT /api/v1/applicant-career': (call) => ({ body: { data: { ...(call.body as object) } } }),
      },
    );
    renderSection(WorkExperienceSection);
    const user = userEvent.setup();
    const summary = await screen.findByLabelText(/^Career summary/);
    await user.type(summary, ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await user.type(summary, 'Ten years of backend work.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/v1/applicant-career')[0]?.body).toEqual({
        work_summary: 'Ten years of backend work.',
        currency: 1,
        current_working_status: 1,
        latest_annual_income: 1,
        desired_annual_salary: null,
      }),
    );
  });
});
