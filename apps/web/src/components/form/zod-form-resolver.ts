import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

const PARAMS_SEPARATOR = '|';

/**
 * A react-hook-form resolver for the shared zod schemas that keeps what the message needs: the
 * schemas' messages are i18n keys ('validation.max_chars'), and "Must be {{max}} characters or less"
 * needs the issue's limit. The limit rides along in the message (`key|{"max":255}`); useErrorText
 * splits it again. The first issue of a field wins, as the form shows one message per field.
 */
export function zodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<z.input<S>> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path, { type: issue.code, message: encodeMessage(issue) });
    }
    return { values: {}, errors };
  };
}

/**
 * zodFormResolver for a first screen (ADR 0041): the schema module, and zod with it, loads at the
 * first validation (the first submit) instead of with the page. A failed load is tried again on the
 * next submit.
 */
export function lazyZodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then(zodFormResolver, (error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}

function encodeMessage(issue: z.core.$ZodIssue): string {
  // Only a key is translated (decodeMessage reads params after keys alone): other text stays as it is.
  if (!issue.message.startsWith('validation.')) return issue.message;
  const params: Record<string, number> = {};
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  return Object.keys(params).length ? `${issue.message}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : issue.message;
}

/** Splits `key|{"max":255}` back into the key and its parameters. */
export function decodeMessage(message: string): { text: string; params: Record<string, number> } {
  const at = message.indexOf(PARAMS_SEPARATOR);
  if (at < 0 || !message.startsWith('validation.')) return { text: message, params: {} };
  try {
    return { text: message.slice(0, at), params: JSON.parse(message.slice(at + 1)) as Record<string, number> };
  } catch {
    return { text: message, params: {} };
  }
}
