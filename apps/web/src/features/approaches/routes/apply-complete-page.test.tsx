import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { approachApi, renderApproach } from '../test/render-approach.tsx';

afterEach(() => i18next.changeLanguage('en'));

const applied = { title: 'Programmer', company: 'Asagi Medical Inc.' };

describe('/jobs/:id/applycomplete', () => {
  it('ends the thanks with one full stop after a company name that ends with one', async () => {
    approachApi();
    renderApproach('/jobs/42/applycomplete', applied);
    expect(
      await screen.findByText('Thank you for applying to Programmer at Asagi Medical Inc.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
  });

  it('writes the thanks in Japanese around the same name', async () => {
    await i18next.changeLanguage('ja');
    approachApi();
    renderApproach('/jobs/42/applycomplete', applied);
    expect(
      await screen.findByText('Asagi Medical Inc.の「Programmer」にご応募いただき、ありがとうございます。', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
  });
});
