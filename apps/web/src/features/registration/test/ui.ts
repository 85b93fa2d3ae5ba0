import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

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
