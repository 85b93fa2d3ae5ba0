import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../auth/test/render-route.tsx';
import { forEmployerRoutes } from '../for-employer-routes.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/for-employer', () => {
  it('explains the service to companies and links to the employer login', async () => {
    renderRoutes(forEmployerRoutes, '/for-employer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire international IT engineers with Hashi' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Free for job seekers' })).toBeTruthy();
    for (const name of ['Post jobs', 'Scout engineers', 'Pin and like', 'Message and follow applications']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'How approval works' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Sign in to the employer console' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/employer/login', '/employer/login']);
    await waitFor(() => expect(document.title).toBe('Hire international IT engineers with Hashi | Hashi'));
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    renderRoutes(forEmployerRoutes, '/for-employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashiで外国籍ITエンジニアを採用' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '求職者は無料で利用できます' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '企業用管理画面にログイン' })).toHaveLength(2);
  });
});
