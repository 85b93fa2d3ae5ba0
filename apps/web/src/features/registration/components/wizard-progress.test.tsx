import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { stepHeading } from '../test/ui.ts';

beforeEach(() => logIn());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const TEXTS = {
  en: {
    list: 'Registration steps',
    heading: 'Your IT skills',
    titles: ['Skill and Job', 'Japanese and JLPT', 'Basic Information', 'Career'],
    counter: /Step \d of \d/,
  },
  ja: {
    list: '登録ステップ',
    heading: 'ITスキル',
    titles: ['スキル・職種', '日本語・JLPT', '基本情報', '職務経歴'],
    counter: /ステップ \d \/ \d/,
  },
} as const;

describe.each(['en', 'ja'] as const)('the wizard shows progress one way (%s)', (lang) => {
  it('numbers each of the four titles once, with no separate step counter', { timeout: 60_000 }, async () => {
    await i18next.changeLanguage(lang);
    fakeServer(emptyProfile());
    renderWizard('/profile-registration?step=skill');
    await stepHeading(TEXTS[lang].heading);
    const items = within(screen.getByRole('list', { name: TEXTS[lang].list })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(TEXTS[lang].titles.map((title, i) => `0${i + 1}${title}`));
    expect(screen.queryByText(TEXTS[lang].counter)).toBeNull();
  });
});
