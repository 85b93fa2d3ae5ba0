import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const pdf = (name = 'rirekisho.pdf', bytes: BlobPart = '%PDF-1.7 履歴書') =>
  new File([bytes], name, { type: 'application/pdf' });

export async function uploadCv(user: User, file: File = pdf()) {
  await user.upload(screen.getByLabelText('CV file'), file);
}

/** Picks `option` in the select labelled `label`, inside `scope` (the page by default). */
export async function choose(user: User, label: RegExp, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export const group = (name: string) => screen.getByRole('group', { name });

/** Fills what spec §5 requires of a work experience that the CV does not say. */
export async function completeExperience(user: User, name: string, detail = 'Go microservices for the marketplace.') {
  const item = group(name);
  await choose(user, /Industry/, 'Internet services', item);
  await choose(user, /Employment type/, 'Full-time', item);
  await choose(user, /Company size/, '1,000 or more', item);
  await user.click(within(item).getByLabelText(/Work detail/));
  await user.paste(detail);
}
