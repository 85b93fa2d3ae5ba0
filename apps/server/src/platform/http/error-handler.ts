import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@hashi/shared/api.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { isSharedKey } from '@hashi/shared/i18n';
import { AppError, type FieldErrors } from '../errors.ts';
import { t } from '../i18n/locale.ts';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** A zod issue as a message key: ours when the schema set one, else one by issue kind. */
function issueKey(issue: Issue): string {
  if (issue.message && (issue.message.startsWith('validation.') || isSharedKey(issue.message))) return issue.message;
  switch (issue.keyword) {
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'too_big':
      return 'validation.max_chars';
    case 'too_small':
      return 'validation.min_chars';
    case 'invalid_type':
      return issue.params.input === undefined ? 'validation.required' : 'validation.invalid_type';
    default:
      return 'validation.invalid_value';
  }
}

/** The field an issue is about, as a dotted path ("work_details.0.industry_id"). */
function issuePath(issue: Issue): string {
  // The zod provider's path starts at the request part's root: "/body" is a field named body.
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function fieldErrorsFromIssues(issues: Issue[]): FieldErrors {
  // A field may be called "constructor" or "__proto__": a plain object would hand back its prototype.
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const base = issuePath(issue);
    const fields =
      issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)
        ? (issue.params.keys as string[]).map((k) => (base ? `${base}.${k}` : k))
        : [base || '_'];
    for (const field of fields) {
      const list = out.get(field) ?? [];
      const key = issueKey(issue);
      if (!list.includes(key)) list.push(key);
      out.set(field, list);
    }
  }
  return Object.fromEntries(out);
}

function translateFields(request: FastifyRequest, fields: FieldErrors, params: Record<string, unknown>[] = []) {
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fields)) {
    out[field] = keys.map((key, i) => t(request.locale, key, (params[i] ?? {}) as Record<string, string | number>));
  }
  return out;
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) as our codes. */
function frameworkCode(error: FastifyError): ErrorCode | undefined {
  switch (error.statusCode) {
    case 400:
      return ErrorCode.BadRequest;
    case 404:
      return ErrorCode.NotFound;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.TooManyRequests;
    default:
      return error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? ErrorCode.BadRequest : undefined;
  }
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof AppError) {
    const body: ErrorResponse = {
      message: t(locale, error.options.messageKey ?? `errors.${error.code}`, error.options.params),
      code: error.code,
    };
    if (error.options.fieldErrors) body.errors = translateFields(request, error.options.fieldErrors);
    if (error.options.quarantinedFiles) {
      body.quarantined_files = error.options.quarantinedFiles.map((file) => ({
        filename: file.filename,
        message: t(locale, file.messageKey),
      }));
    }
    if (error.options.headers) reply.headers(error.options.headers);
    if (error.status >= 500 && error.code !== ErrorCode.ScannerUnavailable) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.status(error.status).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: Issue[] = error.validation;
    const fields = fieldErrorsFromIssues(issues);
    const errors: Record<string, string[]> = {};
    for (const [field, keys] of Object.entries(fields)) {
      // {max}/{min} of this field's own issue: two fields may share a message with different limits.
      const issue =
        issues.find((i) => issuePath(i) === field && issueKey(i) === keys[0]) ??
        issues.find((i) => issueKey(i) === keys[0]);
      const params = { max: Number(issue?.params.maximum ?? 0), min: Number(issue?.params.minimum ?? 0) };
      errors[field] = keys.map((k) => t(locale, k, params));
    }
    const body: ErrorResponse = { message: t(locale, 'errors.validation_failed'), code: ErrorCode.Validation, errors };
    return reply.status(422).send(body);
  }
  const code = frameworkCode(error);
  if (code) {
    const status = code === ErrorCode.BadRequest ? 400 : (error.statusCode ?? 400);
    const body: ErrorResponse = { message: t(locale, `errors.${code}`), code };
    return reply.status(status).send(body);
  }
  request.log.error({ err: error }, 'unhandled error');
  const body: ErrorResponse = { message: t(locale, 'errors.server_error'), code: ErrorCode.ServerError };
  return reply.status(500).send(body);
}
