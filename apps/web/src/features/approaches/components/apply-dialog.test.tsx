import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { jobCard } from '../../jobs/test/fixtures.ts';
import { approachApi, approachItem, pendingScout, postingState, renderApproach, V2 } from '../test/render-approach.tsx';

afterEach(() => i18next.changeLanguage('en'));

const QUESTIONS = [
  { id: 'q1', question: 'When could you start?' },
  { id: 'q2', question: 'Do you need visa sponsorship?' },
];
const location = () => screen.getByTestId('location').textContent;
const actions = (name = 'Actions for this job') => screen.findByRole('region', { name }, { timeout: 15_000 });

function detailApi(state: ReturnType<typeof postingState>, routes: Parameters<typeof approachApi>[0] = {}) {
  return approachApi({
    [`GET ${V2}/job-posting/42`]: { body: state },
    ...routes,
  });
}

describe('the actions of a posting and the apply dialog', () => {
  it("asks every question, says 'Kindly answer all questions', then shows the completion page", async () => {
    const user = userEvent.setup();
    const api = detailApi(postingState({ questions: QUESTIONS }), {
      [`POST ${V2}/store-apply`]: { body: { data: approachItem(42, { applied_at: '2026-11-22T00:00:00.000Z' }) } },
      'GET /api/v1/customer-job-postings/similar-to-applied': { body: { data: [jobCard(77)] } },
    });
    renderApproach('/jobs/42');
    await user.click(await within(await actions()).findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to this job' });
    const start = await within(dialog).findByRole('textbox', { name: 'When could you start?' });
    await user.type(start, 'April 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Kindly answer all questions')).toBeTruthy();
    expect(api.callsTo('POST', `${V2}/store-apply`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Do you need visa sponsorship?' }), 'Yes');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/jobs/42/applycomplete'));
    expect(api.callsTo('POST', `${V2}/store-apply`)[0]?.body).toEqual({
      job_posting_id: 42,
      answers: [
        { question_id: 'q1', answer: 'April 2027' },
        { question_id: 'q2', answer: 'Yes' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application was sent' })).toBeTruthy();
    expect(screen.getByText('Thank you for applying to Senior backend engineer (Go) at Sakura Cloud KK.')).toBeTruthy();
    expect(screen.getByText(/The company will be notified of your application within a week/)).toBeTruthy();
    const similar = screen.getByRole('region', { name: 'Similar jobs' });
    await within(similar).findByRole('article', { name: 'Backend engineer 77' });
    expect(api.callsTo('GET', '/api/v1/customer-job-postings/similar-to-applied')[0]?.path).toBe(
      '/api/v1/customer-job-postings/similar-to-applied?job_posting_id=42&limit=5',
    );
  });

  it('shows the server’s refusal in the dialog (applied twice)', async () => {
    const user = userEvent.setup();
    detailApi(postingState(), {
      [`POST ${V2}/store-apply`]: {
        status: 409,
        body: { message: 'You have already applied to this job.', code: 'conflict' },
      },
    });
    const { report } = renderApproach('/jobs/42');
    await user.click(await within(await actions()).findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to this job' });
    await within(dialog).findByText(/The company has no questions for you/);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('You have already applied to this job.')).toBeTruthy();
    expect(location()).toBe('/jobs/42');
    expect(report).not.toHaveBeenCalled();
  });

  it('says why a posting cannot be applied to, and keeps Know More done', async () => {
    detailApi(postingState({ apply_blocked: 'company_rejected', know_more: true, saved: true }));
    renderApproach('/jobs/42');
    const group = await actions();
    await within(group).findByText(
      'This company did not proceed with your earlier application, so you cannot apply to its jobs.',
    );
    expect(within(group).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    expect(within(group).getByRole('button', { name: 'Know More sent' })).toHaveProperty('disabled', true);
    expect(within(group).getByRole('button', { name: 'Remove from saved' })).toHaveProperty('disabled', false);
  });

  it('answers a waiting scout by applying to it', async () => {
    const user = userEvent.setup();
    const api = detailApi(postingState({ scout: pendingScout() }), {
      [`POST ${V2}/scout-reply`]: { body: { data: approachItem(42) } },
    });
    renderApproach('/jobs/42');
    await user.click(await within(await actions()).findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to this job' });
    await within(dialog).findByText(/The company has no questions for you/);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/jobs/42/applycomplete'));
    expect(api.callsTo('POST', `${V2}/scout-reply`)[0]?.body).toEqual({
      job_posting_id: 42,
      reply: 'apply',
      answers: [],
    });
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const user = userEvent.setup();
    detailApi(postingState({ questions: [{ id: 'q1', question: '入社可能時期を教えてください。' }] }));
    renderApproach('/jobs/42');
    await user.click(await within(await actions()).findByRole('button', { name: '応募する' }));
    const dialog = await screen.findByRole('dialog', { name: 'この求人に応募する' });
    await within(dialog).findByRole('textbox', { name: '入社可能時期を教えてください。' });
    await user.click(within(dialog).getByRole('button', { name: '応募する' }));
    expect(await within(dialog).findByText('すべての質問にご回答ください')).toBeTruthy();
  });
});
