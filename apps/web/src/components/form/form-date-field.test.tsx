import { dateSchema } from '@hashi/shared/profile-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDateField, joinDate, splitDate } from './form-date-field.tsx';
import { zodFormResolver } from './zod-form-resolver.ts';

const schema = z.object({ date_of_birth: dateSchema });
type Values = z.input<typeof schema>;

function BirthDateForm({ initial = '', onSave }: { initial?: string; onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodFormResolver(schema),
    defaultValues: { date_of_birth: initial },
  });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values))}>
      <FormDateField control={control} name="date_of_birth" label="Date of birth" autoComplete="bday" required />
      <button type="submit">Save</button>
    </form>
  );
}

/** The parts of the date in the order they are on screen, by their accessible names. */
const partNames = () =>
  [...screen.getByRole('group', { name: /Date of birth/ }).querySelectorAll('input[inputmode], [role="combobox"]')].map(
    (element) => element.getAttribute('aria-label'),
  );

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('FormDateField', () => {
  it('in Japanese is entered year, month, day (年・月・日), whatever the browser locale', async () => {
    await i18next.changeLanguage('ja');
    const onSave = vi.fn();
    render(<BirthDateForm onSave={onSave} />);
    const user = userEvent.setup();
    expect(partNames()).toEqual(['年', '月', '日']);
    expect(screen.getAllByText('年').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: '年' }), '1994');
    await user.click(screen.getByRole('combobox', { name: '月' }));
    await user.click(screen.getByRole('option', { name: '5月' }));
    await user.type(screen.getByRole('textbox', { name: '日' }), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ date_of_birth: '1994-05-07' });
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('in English is entered day, month name, year, and shows a saved date in its parts', async () => {
    const onSave = vi.fn();
    render(<BirthDateForm initial="1994-11-22" onSave={onSave} />);
    expect(partNames()).toEqual(['Day', 'Month', 'Year']);
    expect((screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement).value).toBe('22');
    expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toBe('November');
    expect((screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement).value).toBe('1994');
    expect(screen.getByRole('textbox', { name: 'Year' }).getAttribute('autocomplete')).toBe('bday-year');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ date_of_birth: '1994-11-22' });
  });

  it('refuses half a date or a day the month does not have, with the schema’s message', async () => {
    const onSave = vi.fn();
    render(<BirthDateForm initial="1994-02-20" onSave={onSave} />);
    const user = userEvent.setup();
    const day = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(day);
    await user.type(day, '31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Year' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('date parts', () => {
  it('split and join an ISO date, and mark half a date', () => {
    expect(splitDate('2026-01-09')).toEqual({ year: '2026', month: '1', day: '9' });
    expect(splitDate(null)).toEqual({ year: '', month: '', day: '' });
    expect(joinDate({ year: '2026', month: '1', day: '9' }, '')).toBe('2026-01-09');
    expect(joinDate({ year: '', month: '', day: '' }, null)).toBeNull();
    expect(joinDate({ year: '2026', month: '', day: '9' }, '')).toBe('2026--9');
  });
});
