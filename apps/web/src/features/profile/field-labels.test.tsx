import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../auth/test/mock-api.ts';
import BasicInformationSection from '../profile-settings/sections/basic-information/basic-information-section.tsx';
import ContactSection from '../profile-settings/sections/contact/contact-section.tsx';
import { profile, profileApi } from '../profile-settings/test/fixtures.ts';
import { renderSection } from '../profile-settings/test/render-section.tsx';
import { fakeServer } from '../registration/test/fake-server.ts';
import { profileReadyForCareer } from '../registration/test/profile-fixture.ts';
import { renderWizard } from '../registration/test/render-wizard.tsx';

beforeEach(() => logIn());
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/**
 * The name of every field on screen: labels and legends, and the names of radio groups (which
 * point at their heading), without the required mark.
 */
function fieldNames(): Set<string> {
  const texts = [...document.querySelectorAll('label:not(.MuiFormControlLabel-root), legend')].map(
    (element) => element.textContent ?? '',
  );
  for (const group of screen.queryAllByRole('radiogroup')) {
    const by = group.getAttribute('aria-labelledby');
    texts.push((by && document.getElementById(by)?.textContent) || '');
  }
  return new Set(texts.map((text) => text.replace(/[\s*]+$/, '').trim()).filter(Boolean));
}

async function wizardBasicStep(title: string) {
  fakeServer(profileReadyForCareer({ current_step: 3 }));
  renderWizard('/profile-registration?step=basic');
  await screen.findByRole('heading', { level: 2, name: title });
  await screen.findByRole('combobox', { name: new RegExp(i18next.t('profile:fields.nationality')) });
  const names = fieldNames();
  cleanup();
  return names;
}

/** Living in Japan, as the wizard's applicant, so that the prefecture is asked on both screens. */
const inJapan = () =>
  profile({
    basic_personal_information: { ...profile().basic_personal_information, country_id: 104, prefecture_id: 13 },
  });

async function settingsBasicAndContact() {
  profileApi(inJapan());
  renderSection(BasicInformationSection);
  await screen.findByRole('combobox', { name: new RegExp(i18next.t('profile:fields.nationality')) });
  const basic = fieldNames();
  cleanup();
  profileApi(inJapan());
  renderSection(ContactSection);
  await screen.findByRole('combobox', { name: new RegExp(i18next.t('profile:fields.dialing_code')) });
  const contact = fieldNames();
  cleanup();
  return new Set([...basic, ...contact]);
}

// Issue 13: "Permission to work in Japan" / "Work permission in Japan", "Visa (status of residence)" /
// "Visa status", "Country you live in" / "Country of residence": one text per field, from one place.
describe('a profile field has one label in the wizard and in the settings', { timeout: 180_000 }, () => {
  it.each([
    ['en', 'Basic information', ['Permission to work in Japan', 'Visa (status of residence)', 'Country of residence']],
    ['ja', '基本情報', ['日本での就労資格', '在留資格（ビザ）', 'お住まいの国']],
  ] as const)('%s', async (language, title, expected) => {
    await i18next.changeLanguage(language);
    const wizard = await wizardBasicStep(title);
    const settings = await settingsBasicAndContact();
    for (const label of expected) {
      expect(wizard.has(label), `wizard: ${label}`).toBe(true);
      expect(settings.has(label), `settings: ${label}`).toBe(true);
    }
    // Every field the wizard asks for is called the same in the settings.
    expect([...wizard].filter((label) => !settings.has(label))).toEqual([]);
    expect(wizard.size).toBeGreaterThanOrEqual(14);
  });
});
