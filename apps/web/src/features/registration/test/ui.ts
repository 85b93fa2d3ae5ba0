import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import i18next from 'i18next';

export type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of a select (FormSelectField) by the field's label. */
export async function choose(user: User, label: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into a searchable multi-select (FormMultiSelectField) and picks the option. */
export async function pick(user: User, label: string | RegExp, text: string, option: string | RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

export const stepHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

/**
 * Enters a date into a FormDateField by its label: year, month (by its name in the menu, "5月" or
 * "May") and day, whatever order the language puts them in.
 */
export async function enterDate(user: User, label: string | RegExp, year: string, month: string, day: string) {
  const group = within(screen.getByRole('group', { name: label }));
  const [yearName, monthName, dayName] = i18next.language === 'ja' ? ['年', '月', '日'] : ['Year', 'Month', 'Day'];
  await user.clear(group.getByRole('textbox', { name: yearName }));
  await user.type(group.getByRole('textbox', { name: yearName }), year);
  await user.click(group.getByRole('combobox', { name: monthName }));
  await user.click(await screen.findByRole('option', { name: month }));
  await user.clear(group.getByRole('textbox', { name: dayName }));
  await user.type(group.getByRole('textbox', { name: dayName }), day);
}

/** What a FormDateField shows: its typed parts (year and day) in screen order. */
export function shownDate(label: string | RegExp): string[] {
  const group = screen.getByRole('group', { name: label });
  return [...group.querySelectorAll('input[inputmode]')].map((input) => (input as HTMLInputElement).value);
}
