import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appToken, mockApi, type RecordedCall } from '../../auth/test/mock-api.ts';
import { renderRoutes } from '../../auth/test/render-route.tsx';
import { forEmployerRoutes } from '../for-employer-routes.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function api(reply?: (call: RecordedCall) => { status?: number; body: unknown }) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'POST /api/v1/company-requests':
      reply ??
      ((call) => ({
        status: 201,
        body: {
          message:
            call.headers.get('X-Localization') === 'ja'
              ? 'お申し込みありがとうございます。内容を確認のうえ、5営業日以内にメールでご連絡いたします。'
              : 'Thank you. We have received your request and will reply by e-mail within 5 business days.',
        },
      })),
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

describe('/for-employer', () => {
  it('explains the service to companies, offers the account request and links to the employer login', async () => {
    api();
    renderRoutes(forEmployerRoutes, '/for-employer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire international IT engineers with Hashi' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Free for job seekers' })).toBeTruthy();
    for (const name of ['Post jobs', 'Scout engineers', 'Pin and like', 'Message and follow applications']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'How approval works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a company account' }).getAttribute('href')).toBe('#request');
    expect(screen.getByRole('heading', { level: 2, name: 'Request a company account' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Sign in to the employer console' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/employer/login', '/employer/login']);
    await waitFor(() => expect(document.title).toBe('Hire international IT engineers with Hashi | Hashi'));
  });

  it('checks the request form, sends it and thanks the company', async () => {
    const server = api();
    const user = userEvent.setup();
    renderRoutes(forEmployerRoutes, '/for-employer');
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect((await screen.findAllByText('Required.')).length).toBe(5);
    await fill(user, {
      'Company name': 'Kumo Robotics K.K.',
      'Contact person': 'Aiko Mori',
      'Business e-mail address': 'not-an-address',
      'Phone number': 'call me',
      'Company website': 'kumo.example',
      'Hiring needs': 'Two Go engineers.',
    });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Must be a valid email address.')).toBeTruthy();
    expect(screen.getByText('Invalid value.')).toBeTruthy();
    expect(screen.getByText('Must be a full URL starting with http:// or https://.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/company-requests')).toHaveLength(0);

    const email = screen.getByRole('textbox', { name: /^Business e-mail address/ });
    await user.clear(email);
    await user.type(email, 'hr@kumo.example');
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '+81 3-1234-5678');
    const site = screen.getByRole('textbox', { name: /^Company website/ });
    await user.clear(site);
    await user.type(site, 'https://kumo.example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(
      screen.getByText('Thank you. We have received your request and will reply by e-mail within 5 business days.'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/company-requests')[0]?.body).toEqual({
      company_name: 'Kumo Robotics K.K.',
      contact_name: 'Aiko Mori',
      email: 'hr@kumo.example',
      phone: '+81 3-1234-5678',
      website_url: 'https://kumo.example',
      hiring_needs: 'Two Go engineers.',
      homepage: '',
    });
  });

  it('reads in Japanese, with the form’s messages and the server’s field errors in Japanese', async () => {
    const server = api(() => ({
      status: 422,
      body: {
        message: '入力内容を確認してください。',
        code: 'validation_failed',
        errors: { email: ['有効なメールアドレスを入力してください。'] },
      },
    }));
    await i18next.changeLanguage('ja');
    const user = userEvent.setup();
    renderRoutes(forEmployerRoutes, '/for-employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashiで外国籍ITエンジニアを採用' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '求職者は無料で利用できます' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '企業用管理画面にログイン' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect((await screen.findAllByText('必須項目です。')).length).toBe(5);
    await fill(user, {
      会社名: '株式会社クモロボティクス',
      ご担当者名: '森 愛子',
      業務用メールアドレス: 'hr@kumo.example',
      電話番号: '03-1234-5678',
      採用のご希望: 'Goエンジニアを2名',
    });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/company-requests')[0]?.headers.get('X-Localization')).toBe('ja');
  });
});
