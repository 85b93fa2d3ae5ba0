import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKELY_COUNTRY_IDS } from '../../lib/masters/likely-choices.ts';
import { FormSearchSelectField } from './form-search-select-field.tsx';
import { matchRank, normalizeForSearch } from './search-match.ts';

type Values = { nationality_id: number | null };

// A slice of the real list, in its real order (English A–Z with Japan first; Japanese 50-on).
const EN = [
  { id: 104, name: 'Japan' },
  { id: 1, name: 'Afghanistan' },
  { id: 33, name: 'British Indian Ocean Territory' },
  { id: 47, name: 'China' },
  { id: 103, name: 'India' },
  { id: 105, name: 'Indonesia' },
  { id: 209, name: 'South Korea' },
  { id: 245, name: 'Vietnam' },
];
const JA = [
  { id: 104, name: '日本' },
  { id: 1, name: 'アフガニスタン' },
  { id: 103, name: 'インド' },
  { id: 105, name: 'インドネシア' },
  { id: 33, name: 'イギリス領インド洋地域' },
  { id: 209, name: '韓国' },
  { id: 47, name: '中国' },
  { id: 245, name: 'ベトナム' },
];

function NationalityForm({ options, onSave }: { options: typeof EN; onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { nationality_id: null } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormSearchSelectField
        control={control}
        name="nationality_id"
        label="Nationality"
        options={options}
        likelyIds={LIKELY_COUNTRY_IDS}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('FormSearchSelectField', () => {
  it('finds India by "ind" before the lookalikes, and saves its id (keyboard only)', async () => {
    const onSave = vi.fn();
    render(<NationalityForm options={EN} onSave={onSave} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: /Nationality/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.click(input);
    await user.type(input, 'ind');
    // India is a likely choice; Indonesia starts with the text; the territory only has a word that does.
    expect(optionNames()).toEqual(['India', 'Indonesia', 'British Indian Ocean Territory']);
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('India');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ nationality_id: 103 }, expect.anything());
  });

  it('lists the likely choices first, under their own heading, then all the others', async () => {
    render(<NationalityForm options={EN} onSave={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Nationality/ }));
    expect(optionNames().slice(0, 6)).toEqual(['Japan', 'China', 'South Korea', 'Vietnam', 'India', 'Indonesia']);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('Common choices')).toBeTruthy();
    expect(within(listbox).getByText('All')).toBeTruthy();
    expect(optionNames().slice(6)).toEqual(['Afghanistan', 'British Indian Ocean Territory']);
  });

  it('finds インド by 「イン」 and by hiragana 「いん」 in Japanese', async () => {
    await i18next.changeLanguage('ja');
    render(<NationalityForm options={JA} onSave={vi.fn()} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: /Nationality/ });
    expect(input.getAttribute('placeholder')).toBe('入力して検索');
    await user.click(input);
    expect(within(screen.getByRole('listbox')).getByText('よく選ばれる項目')).toBeTruthy();
    await user.type(input, 'イン');
    expect(optionNames()).toEqual(['インド', 'インドネシア', 'イギリス領インド洋地域']);
    await user.clear(input);
    await user.type(input, 'いん');
    expect(optionNames()[0]).toBe('インド');
    await user.type(input, 'どねしあ');
    expect(optionNames()).toEqual(['インドネシア']);
  });

  it('says so when nothing matches', async () => {
    render(<NationalityForm options={EN} onSave={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /Nationality/ }), 'zzz');
    expect(screen.getByText('No matches')).toBeTruthy();
  });
});

describe('search matching', () => {
  it('ignores case, accents, full width and the kana script', () => {
    expect(normalizeForSearch('ÅLAND')).toBe('aland');
    expect(normalizeForSearch('ＩＮＤ')).toBe('ind');
    expect(normalizeForSearch('いんど')).toBe(normalizeForSearch('インド'));
    expect(matchRank('india', 'ind')).toBe(0);
    expect(matchRank('british indian ocean territory', 'ind')).toBe(1);
    expect(matchRank('イギリス領インド洋地域', 'イン')).toBe(2);
    expect(matchRank('japan', 'ind')).toBeNull();
  });
});
