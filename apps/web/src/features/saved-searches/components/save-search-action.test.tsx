import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSavedSearches, savedSearch, savedSearchApi } from '../test/render-saved-searches.tsx';

afterEach(() => i18next.changeLanguage('en'));

describe('"Save this search" on /jobs', () => {
  it('saves the search on screen under a name, suggested from its conditions', async () => {
    const user = userEvent.setup();
    const api = savedSearchApi({
      'POST /api/v1/saved-searches': { status: 201, body: { message: 'Search saved.', data: savedSearch() } },
    });
    renderSavedSearches('/jobs?popular_keywords=Go&japan_prefecture_id=13');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await within(dialog).findByDisplayValue('Keyword: “Go” / Location: Tokyo');
    await user.clear(field);
    await user.type(field, 'Go in Tokyo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Search saved.');
    expect(api.callsTo('POST', '/api/v1/saved-searches')[0]?.body).toEqual({
      name: 'Go in Tokyo',
      conditions: { popular_keywords: 'Go', japan_prefecture_id: [13] },
    });
    expect(screen.getByRole('link', { name: 'Saved searches' }).getAttribute('href')).toBe('/my-search');
  });

  it('suggests a name in Japanese in the Japanese UI', async () => {
    await i18next.changeLanguage('ja');
    const user = userEvent.setup();
    savedSearchApi();
    renderSavedSearches('/jobs?popular_keywords=Go&japan_prefecture_id=13&remote_options=3');
    await user.click(await screen.findByRole('button', { name: 'この条件を保存' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'この条件を保存' });
    // The test's reference lists answer in English; every word and mark the app adds is Japanese.
    await within(dialog).findByDisplayValue('キーワード：「Go」／勤務地：Tokyo／働き方：フルリモート（国内）');
  });

  it("shows the server's 'That condition is already saved' in the dialog, in Japanese too", async () => {
    await i18next.changeLanguage('ja');
    const user = userEvent.setup();
    savedSearchApi({
      'POST /api/v1/saved-searches': {
        status: 422,
        body: {
          message: 'その条件はすでに保存されています',
          code: 'validation_failed',
          errors: { conditions: ['その条件はすでに保存されています'] },
        },
      },
    });
    renderSavedSearches('/jobs?it_skills=101');
    await user.click(await screen.findByRole('button', { name: 'この条件を保存' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'この条件を保存' });
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('その条件はすでに保存されています');
  });
});
