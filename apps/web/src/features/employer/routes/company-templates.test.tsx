import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { company, consoleUser, invalid, masterRoutes, renderConsole, signIn } from '../test/console-fixtures.tsx';

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company({ capital_jpy: 10_000_000 }) } },
    ...masterRoutes(),
    ...routes,
  });
}

const template = {
  id: 3,
  name: 'Backend scout',
  body_en: 'Hello!',
  body_ja: 'こんにちは！',
  updated_at: '2026-11-20T09:00:00.000Z',
};

beforeEach(() => {
  signIn(2);
});

describe('company profile', () => {
  it('saves the whole profile and shows the server messages under their fields', async () => {
    let attempts = 0;
    const api = server({
      'PUT /api/v1/employer/company': (call) => {
        attempts += 1;
        if (attempts === 1) return invalid({ website_url: ['Must start with http:// or https://.'] });
        return { body: { data: company({ ...(call.body as object), name_en: 'Sakura Systems KK' }) } };
      },
    });
    renderConsole('/employer/company');
    const user = userEvent.setup();
    const website = await screen.findByLabelText(/^Website/);
    await user.click(website);
    await user.paste('sakura.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Must start with http:// or https://.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/employer/company')[0]?.body).toMatchObject({
      name_en: 'Sakura Systems',
      name_ja: 'さくらシステムズ',
      website_url: 'sakura.example',
      capital_jpy: 10_000_000,
      founded_on: null,
      appeals: [],
    });

    await user.clear(website);
    await user.paste('https://sakura.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Company profile saved.')).toBeTruthy();
    // The top bar follows the saved name.
    expect(await screen.findByText('Sakura Systems KK')).toBeTruthy();
  });
});

describe('scout templates', () => {
  it('lists, creates, edits and deletes templates', async () => {
    let templates = [template];
    const api = server({
      'GET /api/v1/employer/scout-templates': () => ({ body: { data: templates } }),
      'POST /api/v1/employer/scout-templates': (call) => {
        const created = { ...template, id: 4, ...(call.body as object) };
        templates = [...templates, created];
        return { status: 201, body: { data: created } };
      },
      'DELETE /api/v1/employer/scout-templates/3': () => {
        templates = templates.filter((t) => t.id !== 3);
        return { status: 204 };
      },
    });
    renderConsole('/employer/scout-templates');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Backend scout' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New template' }));
    await user.click(screen.getByLabelText(/^Template name/));
    await user.paste('Frontend scout');
    await user.click(screen.getByLabelText(/^Message in English/));
    await user.paste('We liked your profile.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Frontend scout' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/scout-templates')[0]?.body).toEqual({
      name: 'Frontend scout',
      body_en: 'We liked your profile.',
      body_ja: '',
    });

    const item = screen.getByRole('heading', { name: 'Backend scout' }).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“Backend scout” will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Backend scout' })).toBeNull());
  });

  it('shows the empty state', async () => {
    server({ 'GET /api/v1/employer/scout-templates': { body: { data: [] } } });
    renderConsole('/employer/scout-templates');
    expect(await screen.findByText(/No scout templates yet/)).toBeTruthy();
  });
});
