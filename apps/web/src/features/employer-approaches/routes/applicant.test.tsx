import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posting, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { profile, server, template } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const PROFILE = 'GET /api/v1/employer/applicants/501';
const approach = {
  job_posting: { id: 31, title: 'Backend engineer' },
  scouted_at: '2026-11-21T09:00:00.000Z',
  scout_reply: null,
  pinned_at: null,
  liked_at: null,
  know_more_at: null,
  matched_at: null,
  application: null,
  thread_code: null,
};

/** Opens the scout, pin or like dialog from the profile and opens its list of postings. */
async function openPostingChoice(user: ReturnType<typeof userEvent.setup>, action: string, dialogName?: string) {
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', dialogName ? { name: dialogName } : {});
  await user.click(within(dialog).getByLabelText(/^Job posting/));
  return dialog;
}

describe('employer applicant profile: disclosure', () => {
  it('says what is hidden and why before an application or a match', async () => {
    server({ [PROFILE]: { body: { data: profile() } } });
    renderConsole('/employer/applicants/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant #501' })).toBeTruthy();
    const identity = screen.getByRole('region', { name: 'Name and birth date' });
    expect(within(identity).getByText(/appear when the applicant applies to one of your postings/)).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText(/to the first interview or a later stage/)).toBeTruthy();
    expect(screen.getByText('Backend engineer · Company name hidden')).toBeTruthy();
    expect(screen.getByText('You have not contacted this applicant yet.')).toBeTruthy();
  });

  it('shows the name, birth date and contacts the server disclosed, and the company approaches', async () => {
    server({
      [PROFILE]: {
        body: {
          data: profile({
            identity: {
              first_name: 'Linh',
              last_name: 'Nguyen',
              furigana_first_name: null,
              furigana_last_name: null,
              date_of_birth: '1995-04-02',
            },
            contact: { email: 'linh@example.com', phone: '+81 90-1234-5678', address: null },
            cv_document: {
              id: 12,
              url: '/api/files/profile-media/12?expires=1&signature=s',
              url_expires_at: '2026-11-29T11:00:00.000Z',
              mime_type: 'application/pdf',
              size: 245_760,
              file_name: 'Linh CV.pdf',
              created_at: '2026-11-28T16:00:00.000Z',
            },
            approaches: [
              {
                ...approach,
                application: { id: 71, status: { id: 2, name: 'First interview' } },
                thread_code: 'c0ffee00c0ffee00c0ffee00c0ffee00',
              },
            ],
          }),
        },
      },
    });
    renderConsole('/employer/applicants/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linh Nguyen' })).toBeTruthy();
    // The conversation about the posting is one click away (issue 11).
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/employer/messages/c0ffee00c0ffee00c0ffee00c0ffee00',
    );
    expect(screen.getByText('2 Apr 1995')).toBeTruthy();
    expect(screen.getByText('linh@example.com')).toBeTruthy();
    expect(screen.getByText('+81 90-1234-5678')).toBeTruthy();
    // The CV file comes with the contact details, as a download.
    const cv = screen.getByRole('link', { name: 'Download Linh CV.pdf' });
    expect(cv.getAttribute('href')).toBe('/api/files/profile-media/12?expires=1&signature=s');
    expect(cv.hasAttribute('download')).toBe(true);
    expect(screen.queryByText(/appear when you move an application/)).toBeNull();
    expect(screen.getByText('Application: First interview')).toBeTruthy();
    expect(screen.getByText('Scouted 21 Nov 2026')).toBeTruthy();
    const approaches = screen.getByRole('region', { name: 'Your approaches to this applicant' });
    expect(within(approaches).queryByRole('link', { name: 'Messages on this posting' })).toBeNull();
  });

  it('names the applicant but keeps contacts hidden after a match alone (Japanese)', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({
      [PROFILE]: {
        body: {
          data: profile({
            identity: {
              first_name: '太郎',
              last_name: '山田',
              furigana_first_name: 'タロウ',
              furigana_last_name: 'ヤマダ',
              date_of_birth: '1990-01-15',
            },
            approaches: [{ ...approach, matched_at: '2026-11-21T10:00:00.000Z' }],
          }),
        },
      },
    });
    renderConsole('/employer/applicants/501');
    expect(await screen.findByRole('heading', { level: 1, name: '山田 太郎' })).toBeTruthy();
    expect(screen.getByText('ヤマダ タロウ')).toBeTruthy();
    expect(screen.getByText('1990年1月15日')).toBeTruthy();
    expect(screen.getByText(/一次面接以降の選考段階に進めると/)).toBeTruthy();
  });

  it('says so when the applicant cannot be shown', async () => {
    server({ [PROFILE]: { status: 404, body: { message: 'Not found.', code: 'not_found' } } });
    renderConsole('/employer/applicants/501');
    expect(await screen.findByText('This applicant does not exist or cannot be shown to your company.')).toBeTruthy();
  });
});

describe('employer applicant profile: scout, pin, like', () => {
  it('scouts with the company text on an open posting only, then shows the new approach', async () => {
    let scouted = false;
    const api = server({
      [PROFILE]: () => ({ body: { data: profile({ approaches: scouted ? [approach] : [] }) } }),
      'POST /api/v1/employer/applicants/501/scout': () => {
        scouted = true;
        return { body: { data: approach } };
      },
    });
    renderConsole('/employer/applicants/501');
    const user = userEvent.setup();
    const dialog = await openPostingChoice(user, 'Scout', 'Send a scout');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Backend engineer']);
    await user.click(options[0] as HTMLElement);
    await user.click(within(dialog).getByLabelText(/^Message/));
    await user.paste('We would like to talk to you.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The scout was sent.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/applicants/501/scout')[0]?.body).toEqual({
      job_posting_id: 31,
      body: 'We would like to talk to you.',
    });
    expect(await screen.findByText('Scouted 21 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the open postings of every page of the company postings', async () => {
    const api = server({
      [PROFILE]: { body: { data: profile() } },
      'GET /api/v1/employer/job-postings': (call) => {
        const page = Number(new URL(call.path, 'http://localhost').searchParams.get('page'));
        const one = page === 1 ? posting({ id: 31, title_en: 'Backend engineer', status: 3 }) : null;
        const two = page === 2 ? posting({ id: 231, title_en: 'Mobile engineer', status: 3 }) : null;
        const data = [one, two].filter((p) => p !== null);
        return { body: { data, meta: { current_page: page, per_page: 100, total: 101, last_page: 2 } } };
      },
    });
    renderConsole('/employer/applicants/501');
    const user = userEvent.setup();
    await openPostingChoice(user, 'Scout', 'Send a scout');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Backend engineer', 'Mobile engineer']);
    expect(api.callsTo('GET', '/api/v1/employer/job-postings').map((c) => c.path)).toEqual([
      '/api/v1/employer/job-postings?page=1&per_page=100',
      '/api/v1/employer/job-postings?page=2&per_page=100',
    ]);
  });

  it('scouts with a template and shows the server refusal in the dialog', async () => {
    const api = server({
      [PROFILE]: { body: { data: profile() } },
      'GET /api/v1/employer/scout-templates': { body: { data: [template()] } },
      'POST /api/v1/employer/applicants/501/scout': {
        status: 409,
        body: { message: 'You have already scouted this applicant for this job.', code: 'conflict' },
      },
    });
    renderConsole('/employer/applicants/501');
    const user = userEvent.setup();
    const dialog = await openPostingChoice(user, 'Scout', 'Send a scout');
    await user.click(await screen.findByRole('option', { name: 'Backend engineer' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Use a scout template' }));
    expect(within(dialog).queryByLabelText(/^Message/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/^Scout template/));
    await user.click(await screen.findByRole('option', { name: 'Backend intro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('You have already scouted this applicant for this job.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/applicants/501/scout')[0]?.body).toEqual({
      job_posting_id: 31,
      template_id: 9,
    });
  });

  it('shows a field message of the server under its field', async () => {
    server({
      [PROFILE]: { body: { data: profile() } },
      'POST /api/v1/employer/applicants/501/scout': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { body: ['Write a message or choose a scout template.'] },
        },
      },
    });
    renderConsole('/employer/applicants/501');
    const user = userEvent.setup();
    const dialog = await openPostingChoice(user, 'Scout');
    await user.click(await screen.findByRole('option', { name: 'Backend engineer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write a message or choose a scout template.')).toBeTruthy();
  });

  it('pins with an optional message, and likes', async () => {
    const api = server({
      [PROFILE]: { body: { data: profile() } },
      'POST /api/v1/employer/applicants/501/pin': { body: { data: approach } },
      'POST /api/v1/employer/applicants/501/like': { body: { data: approach } },
    });
    renderConsole('/employer/applicants/501');
    const user = userEvent.setup();
    let dialog = await openPostingChoice(user, 'Pin', 'Pin this applicant');
    await user.click(await screen.findByRole('option', { name: 'Backend engineer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The applicant was pinned.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/applicants/501/pin')[0]?.body).toEqual({ job_posting_id: 31 });

    await user.click(screen.getByRole('button', { name: 'Like' }));
    dialog = await screen.findByRole('dialog', { name: 'Like this applicant' });
    await user.click(within(dialog).getByLabelText(/^Job posting/));
    await user.click(await screen.findByRole('option', { name: 'Backend engineer' }));
    await user.click(within(dialog).getByLabelText('Message (optional)'));
    await user.paste('Your Go work looks great.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/v1/employer/applicants/501/like')[0]?.body).toEqual({
        job_posting_id: 31,
        body: 'Your Go work looks great.',
      }),
    );
    expect(await screen.findByText('The like was sent.')).toBeTruthy();
  });
});
