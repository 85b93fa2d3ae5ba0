import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import {
  company,
  consoleUser,
  invalid,
  masterRoutes,
  pageOf,
  posting,
  renderConsole,
  signIn,
} from '../test/console-fixtures.tsx';

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company() } },
    ...masterRoutes(),
    ...routes,
  });
}

beforeEach(() => {
  signIn(2);
});

describe('employer job postings', () => {
  it('lists postings with their status and closed flag, and filters by status', async () => {
    const api = server({
      'GET /api/v1/employer/job-postings': pageOf([
        posting({
          id: 1,
          title_en: 'Frontend engineer',
          status: 3,
          is_closed: true,
          application_count: 4,
          view_count: 0,
          updated_at: '2026-11-20T20:00:00.000Z',
        }),
        posting({ id: 2, title_en: 'SRE', status: 5, application_count: 1, view_count: 1 }),
      ]),
    });
    renderConsole('/employer/job-postings');
    const first = (await screen.findByRole('heading', { name: 'Frontend engineer' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Published')).toBeTruthy();
    expect(within(first).getByText('Closed')).toBeTruthy();
    // The day in Tokyo, where 20:00 UTC is already the next morning.
    expect(within(first).getByText('Updated 21 Nov 2026 · 4 applications · 0 views')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'SRE' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Declined')).toBeTruthy();
    expect(within(second).queryByText('Closed')).toBeNull();
    expect(within(second).getByText(/1 application · 1 view$/)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Awaiting approval' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path.startsWith('/api/v1/employer/job-postings?') && c.path.includes('status=1')),
      ).toBe(true),
    );
  });

  it('names the unchosen required lists before sending anything', async () => {
    const api = server({});
    renderConsole('/employer/job-postings/new');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Some fields need your attention. Please check the messages above.')).toBeTruthy();
    // Job role, employment type, remote work and visa sponsorship; the language levels default to "None".
    expect(screen.getAllByText('Required.')).toHaveLength(4);
    expect(api.callsTo('POST', '/api/v1/employer/job-postings')).toHaveLength(0);
  });

  it('creates a posting from the chosen lists and opens the saved draft', async () => {
    const created = posting({ id: 77, title_en: 'Data engineer' });
    const api = server({
      'POST /api/v1/employer/job-postings': { status: 201, body: { data: created } },
      'GET /api/v1/employer/job-postings/77': { body: { data: created } },
    });
    renderConsole('/employer/job-postings/new');
    const user = userEvent.setup();
    for (const [field, option] of [
      [/^Job role/, 'First'],
      [/^Employment type/, 'First'],
      [/^Remote work/, 'Hybrid (some remote work)'],
      [/^Visa sponsorship/, 'Visa sponsorship case by case'],
    ] as const) {
      await user.click(await screen.findByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(screen.getAllByLabelText(/^Title/)[0] as HTMLElement);
    await user.paste('Data engineer');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('heading', { name: 'Data engineer' })).toBeTruthy();
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/employer/job-postings/77');
    expect(api.callsTo('POST', '/api/v1/employer/job-postings')[0]?.body).toMatchObject({
      posting_language: 1,
      title_en: 'Data engineer',
      title_ja: '',
      job_position_id: 1,
      employment_type_id: 1,
      remote_option: 2,
      visa_sponsorship: 3,
      required_jlpt_level_id: 6,
      salary_min: null,
      apply_questions: [],
    });
  });

  it('shows the server messages under their fields, including those of a question', async () => {
    const api = server({
      'GET /api/v1/employer/job-postings/31': { body: { data: posting({ id: 31, title_ja: null }) } },
      'PUT /api/v1/employer/job-postings/31': invalid({
        title_ja: ['タイトル（日本語）は必須です。'],
        'apply_questions.0.question_ja': ['Question 1 in Japanese is required.'],
      }),
    });
    renderConsole('/employer/job-postings/31');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByLabelText(/^Question in English/));
    await user.paste('Why Japan?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('タイトル（日本語）は必須です。')).toBeTruthy();
    expect(screen.getByText('Question 1 in Japanese is required.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/employer/job-postings/31')[0]?.body).toMatchObject({
      title_ja: '',
      apply_questions: [{ question_en: 'Why Japan?', question_ja: '' }],
    });
  });

  it('edits a posting with its questions kept by id, and submits it for approval', async () => {
    const current = posting({
      id: 31,
      apply_questions: [{ id: 'q1', question_en: 'Visa status?', question_ja: '在留資格は？' }],
    });
    const api = server({
      'GET /api/v1/employer/job-postings/31': { body: { data: current } },
      'PUT /api/v1/employer/job-postings/31': (call) => ({
        body: { data: { ...current, salary_min: (call.body as { salary_min: number }).salary_min } },
      }),
      'POST /api/v1/employer/job-postings/31/submit': { body: { data: { ...current, status: 1 } } },
    });
    renderConsole('/employer/job-postings/31');
    const user = userEvent.setup();
    const salary = await screen.findByLabelText(/Annual salary from/);
    await user.clear(salary);
    await user.paste('7,000,000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/employer/job-postings/31')[0]?.body).toMatchObject({
      salary_min: 7_000_000,
      job_position_id: 1,
      apply_questions: [{ id: 'q1', question_en: 'Visa status?', question_ja: '在留資格は？' }],
    });

    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Submitted. Our team will review the posting.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/job-postings/31/submit')).toHaveLength(1);
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it("shows a declined posting's reason and explains a refused action", async () => {
    const declined = posting({ id: 32, status: 5, decline_reason: 'The salary range is missing.' });
    server({
      'GET /api/v1/employer/job-postings/32': { body: { data: declined } },
      'POST /api/v1/employer/job-postings/32/close': {
        status: 409,
        body: { message: 'This posting cannot be closed now.', code: 'conflict' },
      },
    });
    renderConsole('/employer/job-postings/32');
    expect(await screen.findByText('The salary range is missing.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close posting' }));
    expect(await screen.findByText('This posting cannot be closed now.')).toBeTruthy();
  });

  it("says so when the posting is not the company's", async () => {
    server({
      'GET /api/v1/employer/job-postings/99': { status: 404, body: { message: 'Not found', code: 'not_found' } },
    });
    renderConsole('/employer/job-postings/99');
    expect(await screen.findByText('This job posting does not exist or belongs to another company.')).toBeTruthy();
  });
});
