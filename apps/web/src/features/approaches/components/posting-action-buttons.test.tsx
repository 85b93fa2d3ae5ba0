import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { approachApi, approachItem, postingState, renderApproach, V2 } from '../test/render-approach.tsx';

afterEach(() => i18next.changeLanguage('en'));

const actions = () => screen.findByRole('region', { name: /Actions for this job/ }, { timeout: 15_000 });

/** A posting whose saved and Know More state follow the calls made, as the server's would. */
function statefulApi() {
  let saved = false;
  let knowMore = false;
  const item = () => ({ data: approachItem(42, { saved_at: saved ? '2026-11-22T00:00:00.000Z' : null }) });
  return approachApi({
    [`GET ${V2}/job-posting/42`]: () => ({ body: postingState({ saved, know_more: knowMore }) }),
    [`POST ${V2}/save`]: () => {
      saved = true;
      return { body: item() };
    },
    [`POST ${V2}/unsave`]: () => {
      saved = false;
      return { body: item() };
    },
    [`POST ${V2}/know-more`]: () => {
      knowMore = true;
      return { body: item() };
    },
  });
}

describe('saving toggles and Know More is confirmed', () => {
  it.each([
    ['en', 'Save', 'Remove from saved', 'Removed from your saved jobs.'],
    ['ja', '保存する', '保存を解除', '保存した求人から外しました。'],
  ])('saves, then removes the save (%s)', async (lang, save, unsave, done) => {
    await i18next.changeLanguage(lang);
    const user = userEvent.setup();
    const api = statefulApi();
    renderApproach('/jobs/42');
    const group = await actions();
    await user.click(await within(group).findByRole('button', { name: save }));
    const remove = await within(group).findByRole('button', { name: unsave });
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    await user.click(remove);
    await screen.findByText(done);
    expect(api.callsTo('POST', `${V2}/unsave`)[0]?.body).toEqual({ job_posting_id: 42 });
    expect(await within(group).findByRole('button', { name: save })).toBeTruthy();
  });

  it.each([
    [
      'en',
      'Know More',
      'Tell the company you would like to hear more — this cannot be undone.',
      'Tell the company you would like to hear more?',
      'Cancel',
      'Send Know More',
      'Know More sent',
    ],
    [
      'ja',
      '話を聞きたい',
      '企業に「話を聞きたい」と伝えます。送信後は取り消せません。',
      '企業に「話を聞きたい」と伝えますか？',
      'キャンセル',
      '送信する',
      '「話を聞きたい」送信済み',
    ],
  ])(
    'explains Know More and sends it only once confirmed (%s)',
    async (lang, label, hint, title, cancel, send, sent) => {
      await i18next.changeLanguage(lang);
      const user = userEvent.setup();
      const api = statefulApi();
      renderApproach('/jobs/42');
      const group = await actions();
      const button = await within(group).findByRole('button', { name: label });
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
      await user.click(button);
      await user.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: cancel }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('POST', `${V2}/know-more`)).toHaveLength(0);
      await user.click(within(group).getByRole('button', { name: label }));
      await user.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: send }));
      expect(await within(group).findByRole('button', { name: sent })).toHaveProperty('disabled', true);
      expect(api.callsTo('POST', `${V2}/know-more`)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
