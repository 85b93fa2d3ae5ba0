import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { savedSearchUrl } from '../components/conditions-url.ts';
import { renderSavedSearches, savedSearch, savedSearchApi } from '../test/render-saved-searches.tsx';

afterEach(() => i18next.changeLanguage('en'));

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('/my-search', () => {
  it('lists saved searches with their conditions in reference-list names', async () => {
    savedSearchApi({ 'GET /api/v1/saved-searches': { body: { data: [savedSearch()] } } });
    renderSavedSearches('/my-search');
    const card = await screen.findByRole('listitem', { name: 'Go in Tokyo' }, { timeout: 15_000 });
    await within(card).findByText('Location: Tokyo, Osaka');
    expect(within(card).getByText('Keyword: “Go”')).toBeTruthy();
    expect(within(card).getByText('Remote work: Yes')).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Email alerts for “Go in Tokyo”' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('switches the alert off and says so', async () => {
    const user = userEvent.setup();
    const api = savedSearchApi({
      'GET /api/v1/saved-searches': { body: { data: [savedSearch()] } },
      'PUT /api/v1/saved-searches/1/alert': {
        body: { message: 'Alerts are off for this search.', data: savedSearch({ alert_enabled: false }) },
      },
    });
    renderSavedSearches('/my-search');
    await user.click(
      await screen.findByRole('switch', { name: 'Email alerts for “Go in Tokyo”' }, { timeout: 15_000 }),
    );
    await screen.findByText('Alerts are off for “Go in Tokyo”.');
    expect(api.callsTo('PUT', '/api/v1/saved-searches/1/alert')[0]?.body).toEqual({ alert_enabled: false });
  });

  it('renames a search and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const api = savedSearchApi({
      'GET /api/v1/saved-searches': { body: { data: [savedSearch()] } },
      'PUT /api/v1/saved-searches/1': { body: { message: 'Search renamed.', data: savedSearch({ name: 'Go jobs' }) } },
      'DELETE /api/v1/saved-searches/1': { body: { message: 'Search deleted.' } },
    });
    renderSavedSearches('/my-search');
    await user.click(await screen.findByRole('button', { name: 'Rename' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    await user.type(field, 'Go jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Search renamed.');
    expect(api.callsTo('PUT', '/api/v1/saved-searches/1')[0]?.body).toEqual({ name: 'Go jobs' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/v1/saved-searches/1')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('“Go in Tokyo” was deleted.');
    expect(api.callsTo('DELETE', '/api/v1/saved-searches/1')).toHaveLength(1);
  });

  it('opens a saved search on /jobs with its conditions in the URL', async () => {
    const user = userEvent.setup();
    savedSearchApi({ 'GET /api/v1/saved-searches': { body: { data: [savedSearch()] } } });
    renderSavedSearches('/my-search');
    await user.click(await screen.findByRole('link', { name: 'Open' }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(location()).toBe('/jobs?japan_prefecture_id=13,27&popular_keywords=Go&remote_work=true'),
    );
  });

  it('shows an empty state in Japanese', async () => {
    await i18next.changeLanguage('ja');
    savedSearchApi({ 'GET /api/v1/saved-searches': { body: { data: [] } } });
    renderSavedSearches('/my-search');
    expect(await screen.findByRole('heading', { name: '保存した検索条件' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '求人を探す' })).toBeTruthy();
  });

  it('turns a saved "posted since" date into the page\'s weeks', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(savedSearchUrl({ posted_time: '2026-11-10', it_skills: [5] }, now)).toBe('/jobs?posted_weeks=2&it_skills=5');
    expect(savedSearchUrl({ posted_time: '2026-01-01' }, now)).toBe('/jobs');
  });
});
