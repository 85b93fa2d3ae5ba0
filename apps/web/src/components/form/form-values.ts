import { masterId } from '@hashi/shared/profile-fields';
import { V } from '@hashi/shared/validation';
import { z } from 'zod';

/**
 * A required choice from a reference list as a form holds it: null until picked ("Required."),
 * a reference id once picked. The shared `masterId` gives the same messages; this only lets the
 * form's own type start empty.
 */
export const requiredPick = masterId.nullable().transform((value, ctx) => {
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: V.required });
    return z.NEVER;
  }
  return value;
});

/** An optional text box: '' is "no answer". */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A number box that may stay empty. */
export const numberOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
};
