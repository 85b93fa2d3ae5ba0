import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { jobCard } from '../../jobs/test/fixtures.ts';
import {
  approachApi,
  approachItem,
  counts,
  listPage,
  pendingScout,
  renderApproach,
  V1,
  V2,
} from '../test/render-approach.tsx';

afterEach(() => {
  focusManager.setFocused(undefined);
  return i18next.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent;
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 15_000 });

/** A company pin the candidate has not answered yet. */
function unansweredPin(read: boolean) {
  return {
    pinned_at: '2026-11-21T00:00:00.000Z',
    liked_at: null,
    response: null,
    responded_at: null,
    hidden: false,
    read,
  };
}

describe('/approach', () => {
  it('opens on the scouts, shows the unread badges and marks the scouts read', async () => {
    const api = approachApi({
      [`GET ${V2}/unread`]: { body: counts({ scouted: 2, applied: 1 }) },
      [`GET ${V2}/scouts`]: { body: listPage([approachItem(1, { scout: pendingScout(), unread: true })]) },
      [`POST ${V2}/read`]: { body: counts({ applied: 1 }) },
    });
    renderApproach('/approach');
    const scout = await card('Backend engineer 1');
    expect(location()).toBe('/approach/scouted');
    expect(within(scout).getByText('New')).toBeTruthy();
    expect(within(scout).getByText('Scout from Sakura Cloud 1')).toBeTruthy();
    expect(within(scout).getByText('We would like to talk about our Go team.')).toBeTruthy();
    expect(within(scout).getByText('Please reply by 20 Dec 2026')).toBeTruthy();
    expect(within(scout).getByText('Waiting for your reply')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Scouts', selected: true })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', `${V2}/read`)[0]?.body).toEqual({ list: 'scouted' }));
    // The counts the server answered replace the badge: scouts read, the application still new.
    const applied = await screen.findByRole('tab', { name: 'Applied (1 new)' });
    // The count itself is on the tab, not a dot.
    expect(applied.textContent).toContain('Applied1');
    expect(screen.getByRole('tab', { name: 'Scouts' })).toBeTruthy();
  });

  it('declines a scout only with a reason from the list', async () => {
    const user = userEvent.setup();
    const declined = approachItem(1, {
      scout: pendingScout({
        state: 'declined',
        reply: 'declined',
        replied_at: '2026-11-22T03:00:00.000Z',
        decline_reason: { id: 2, name: 'Salary does not match' },
      }),
    });
    let replied = false;
    const api = approachApi({
      [`GET ${V2}/scouts`]: () => ({
        body: listPage([replied ? declined : approachItem(1, { scout: pendingScout() })]),
      }),
      [`POST ${V2}/scout-reply`]: () => {
        replied = true;
        return { body: { data: declined } };
      },
    });
    renderApproach('/approach/scouted');
    const scout = await card('Backend engineer 1');
    await user.click(within(scout).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this scout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please choose a reason for declining.')).toBeTruthy();
    expect(api.callsTo('POST', `${V2}/scout-reply`)).toHaveLength(0);
    await user.click(await within(dialog).findByRole('radio', { name: 'Salary does not match' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByText('You declined the scout.');
    expect(api.callsTo('POST', `${V2}/scout-reply`)[0]?.body).toEqual({
      job_posting_id: 1,
      reply: 'decline',
      decline_reason_id: 2,
      answers: [],
    });
    const after = await card('Backend engineer 1');
    await within(after).findByText('You declined on 22 Nov 2026: Salary does not match');
    expect(within(after).getByText('Declined')).toBeTruthy();
    expect(within(after).queryByRole('group', { name: 'Reply to the scout' })).toBeNull();
  });

  it('answers a scout with Know More, and shows an expired scout as expired', async () => {
    const user = userEvent.setup();
    const api = approachApi({
      [`GET ${V2}/scouts`]: {
        body: listPage([
          approachItem(1, { scout: pendingScout() }),
          approachItem(2, { scout: pendingScout({ state: 'expired', expires_at: '2026-11-10T00:00:00.000Z' }) }),
        ]),
      },
      [`POST ${V2}/scout-reply`]: { body: { data: approachItem(1) } },
    });
    renderApproach('/approach/scouted');
    const expired = await card('Backend engineer 2');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('This scout expired on 10 Nov 2026 without a reply.')).toBeTruthy();
    expect(within(expired).queryByRole('group', { name: 'Reply to the scout' })).toBeNull();
    const scout = await card('Backend engineer 1');
    expect(within(scout).getByText(/Like only thanks the company for its interest/)).toBeTruthy();
    await user.click(within(scout).getByRole('button', { name: 'Know More' }));
    // Nothing is sent before the applicant confirms.
    const confirm = await screen.findByRole('dialog', { name: 'Tell the company you would like to hear more?' });
    expect(api.callsTo('POST', `${V2}/scout-reply`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send Know More' }));
    await screen.findByText('Sent. The company will see that you want to know more.');
    expect(api.callsTo('POST', `${V2}/scout-reply`)[0]?.body).toEqual({
      job_posting_id: 1,
      reply: 'know_more',
      answers: [],
    });
  });

  it('shows each application status in plain words with its date, 6 to a page', async () => {
    const user = userEvent.setup();
    const application = {
      id: 5,
      status: { id: 2, name: 'First interview' },
      applied_at: '2026-11-01T02:00:00.000Z',
      history: [
        { status: { id: 1, name: 'Document screening' }, changed_at: '2026-11-01T02:00:00.000Z' },
        { status: { id: 2, name: 'First interview' }, changed_at: '2026-11-15T02:00:00.000Z' },
      ],
    };
    const api = approachApi({
      [`GET ${V2}/applies`]: {
        body: listPage([approachItem(3, { applied_at: application.applied_at, application })], { last_page: 2 }),
      },
    });
    renderApproach('/approach/applied');
    const item = await card('Backend engineer 3');
    expect(within(item).getByText('Status: First interview')).toBeTruthy();
    const steps = within(within(item).getByRole('list', { name: 'Progress of your application' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual(['Document screening: 1 Nov 2026', 'First interview: 15 Nov 2026']);
    expect(within(item).getByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);
    expect(api.callsTo('GET', `${V2}/applies`)[0]?.path).toBe(`${V2}/applies?page=1&per_page=6`);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/approach/applied?page=2'));
    await waitFor(() =>
      expect(api.callsTo('GET', `${V2}/applies`).at(-1)?.path).toBe(`${V2}/applies?page=2&per_page=6`),
    );
  });

  it('makes a hidden job visible again, back to the saved list', async () => {
    const user = userEvent.setup();
    const api = approachApi({
      [`GET ${V2}/hidden`]: { body: listPage([approachItem(4, { hidden_at: '2026-11-21T00:00:00.000Z' })]) },
      [`POST ${V2}/visible`]: { body: { data: approachItem(4, { saved_at: '2026-11-22T00:00:00.000Z' }) } },
    });
    renderApproach('/approach/hidden');
    const item = await card('Backend engineer 4');
    expect(within(item).getByText('Hidden 21 Nov 2026')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Show again' }));
    await screen.findByText('The job is back in your saved jobs.');
    expect(api.callsTo('POST', `${V2}/visible`)[0]?.body).toEqual({ job_posting_id: 4 });
  });

  it('marks a closed posting closed and offers it no new action; saves and hides open ones', async () => {
    const user = userEvent.setup();
    const api = approachApi({
      [`GET ${V2}/interests`]: {
        body: listPage([
          approachItem(6, { know_more_at: '2026-11-20T00:00:00.000Z', job_posting: jobCard(6, { is_closed: true }) }),
          approachItem(7, { know_more_at: '2026-11-21T00:00:00.000Z' }),
        ]),
      },
      [`POST ${V2}/save`]: { body: { data: approachItem(7) } },
    });
    renderApproach('/approach/interested');
    const closed = await card('Backend engineer 6');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByRole('button', { name: 'Know More sent' })).toHaveProperty('disabled', true);
    expect(within(closed).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(closed).queryByRole('button', { name: 'Save' })).toBeNull();
    const open = await card('Backend engineer 7');
    await user.click(within(open).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. You can find it under Saved.');
    expect(api.callsTo('POST', `${V2}/save`)[0]?.body).toEqual({ job_posting_id: 7 });
  });

  it('needs no Refresh button: reloads the list and the counts on coming back to the window and on opening the tab', async () => {
    const user = userEvent.setup();
    const api = approachApi();
    renderApproach('/approach/saved');
    await screen.findByText(/You have not saved any jobs/, undefined, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    const lists = api.callsTo('GET', `${V2}/saves`).length;
    const unread = api.callsTo('GET', `${V2}/unread`).length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.callsTo('GET', `${V2}/saves`).length).toBeGreaterThan(lists));
    await waitFor(() => expect(api.callsTo('GET', `${V2}/unread`).length).toBeGreaterThan(unread));
    // Leaving the tab and coming back shows the list as it is now.
    const again = api.callsTo('GET', `${V2}/saves`).length;
    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    await screen.findByText(/You have not hidden any jobs/);
    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    await waitFor(() => expect(api.callsTo('GET', `${V2}/saves`).length).toBeGreaterThan(again));
  });

  it.each([
    ['en', 'Remove from saved', 'Removed from your saved jobs.'],
    ['ja', '保存を解除', '保存した求人から外しました。'],
  ])('removes a save from the saved tab (%s)', async (lang, unsave, done) => {
    await i18next.changeLanguage(lang);
    const user = userEvent.setup();
    const api = approachApi({
      [`GET ${V2}/saves`]: { body: listPage([approachItem(3, { saved_at: '2026-11-20T00:00:00.000Z' })]) },
      [`POST ${V2}/unsave`]: { body: { data: approachItem(3) } },
    });
    renderApproach('/approach/saved');
    const item = await card('Backend engineer 3');
    await user.click(within(item).getByRole('button', { name: unsave }));
    await screen.findByText(done);
    expect(api.callsTo('POST', `${V2}/unsave`)[0]?.body).toEqual({ job_posting_id: 3 });
  });

  it('answers a company pin on the saved tab', async () => {
    const user = userEvent.setup();
    const pin = unansweredPin(false);
    const api = approachApi({
      [`GET ${V1}/pins`]: { body: listPage([approachItem(8, { pin, unread: true })]) },
      'POST /api/v1/approach-lists/applicants/pin-response': { body: { data: approachItem(8) } },
    });
    renderApproach('/approach/saved');
    const item = await card('Backend engineer 8');
    expect(within(item).getByText('Sakura Cloud 8 is interested in you for this job')).toBeTruthy();
    await user.click(
      within(within(item).getByRole('group', { name: 'Answer the company' })).getByRole('button', {
        name: 'Know More',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Tell the company you would like to hear more?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send Know More' }));
    await screen.findByText('Sent. The company will see that you want to know more.');
    expect(api.callsTo('POST', '/api/v1/approach-lists/applicants/pin-response')[0]?.body).toEqual({
      id: 908,
      response: 'know_more',
    });
  });

  it('lists recommendations with their reasons, in Japanese', async () => {
    await i18next.changeLanguage('ja');
    approachApi({
      [`GET ${V2}/recommend`]: {
        body: listPage([{ ...jobCard(9), score: 8, reasons: ['スキル5件中4件が一致'] } as never]),
      },
    });
    renderApproach('/approach/recommend');
    const item = await card('Backend engineer 9');
    expect(within(item).getByText('おすすめの理由')).toBeTruthy();
    expect(within(item).getByText('スキル5件中4件が一致')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'おすすめ', selected: true })).toBeTruthy();
  });

  it('shows a match with the company’s pin, nothing left to answer, and Apply', async () => {
    const pin = unansweredPin(true);
    approachApi({
      [`GET ${V1}/matches`]: {
        body: listPage([
          approachItem(10, {
            pin,
            know_more_at: '2026-11-20T00:00:00.000Z',
            matched_at: '2026-11-21T00:00:00.000Z',
          }),
        ]),
      },
    });
    renderApproach('/approach/matched');
    const item = await card('Backend engineer 10');
    expect(within(item).getByText('Sakura Cloud 10 is interested in you for this job')).toBeTruthy();
    expect(within(item).getByText('Matched 21 Nov 2026')).toBeTruthy();
    expect(within(item).queryByRole('group', { name: 'Answer the company' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Know More sent' })).toHaveProperty('disabled', true);
    expect(within(item).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', false);
  });

  it('says what an empty list means and where to go next', async () => {
    approachApi({ [`GET ${V1}/matches`]: { body: listPage([]) } });
    renderApproach('/approach/matched');
    await screen.findByText(/No matches yet/, undefined, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('shows a failed list with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    approachApi({
      [`GET ${V2}/scouts`]: () =>
        fail ? { status: 500, body: { message: 'Server Error', code: 'server_error' } } : { body: listPage([]) },
    });
    const { report } = renderApproach('/approach/scouted');
    await screen.findByText(/We could not load this list/, undefined, { timeout: 15_000 });
    expect(report).not.toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No scouts yet/);
  });
});
