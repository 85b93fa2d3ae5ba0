import { isApiError } from '../../lib/api/api-error.ts';

/** What the alert dialog shows for one failed call; texts are i18n keys unless the server sent one. */
export type ErrorDialogModel = {
  /** 'critical': no response at all (network down, server unreachable) or an unexpected failure. */
  kind: 'alert' | 'critical';
  status: number;
  title: { key: string; params?: Record<string, string | number> } | { text: string };
  message: { key: string } | { text: string };
  /** A second line under the message (500: "our team is working on it"). */
  detailKey?: string;
  /** The field messages of a 422, already in the user's language. */
  fieldMessages: string[];
  /** 'login': the action clears the stored session and goes to /login (spec §8, 401). */
  action: 'close' | 'login';
};

const TITLE_KEYS: Record<number, string> = {
  400: 'errors.titles.unprocessable',
  401: 'errors.titles.unauthenticated',
  403: 'errors.titles.unauthorized',
  404: 'errors.titles.not_found',
  422: 'errors.titles.unprocessable',
  429: 'errors.titles.too_many_requests',
  500: 'errors.titles.server_error',
};

/** Status texts we translate; any other status shows "Error {status}". */
const STATUS_TEXT_KEYS = new Set([405, 408, 409, 410, 413, 415, 502, 503, 504]);

/** Spec §8's messages, used when the server sent no message of its own. */
const DEFAULT_MESSAGE_KEYS: Record<number, string> = {
  400: 'errors.messages.bad_request',
  401: 'errors.messages.unauthenticated',
  403: 'errors.messages.forbidden',
  404: 'errors.messages.not_found',
  422: 'errors.messages.bad_request',
  429: 'errors.messages.too_many_requests',
  500: 'errors.messages.server_error',
};

function titleFor(status: number, customTitle?: string): ErrorDialogModel['title'] {
  if (status === 403 && customTitle) return { text: customTitle };
  const key = TITLE_KEYS[status];
  if (key) return { key };
  if (STATUS_TEXT_KEYS.has(status)) return { key: `errors.titles.status_${status}` };
  return { key: 'errors.titles.status_generic', params: { status } };
}

function defaultMessageKey(status: number): string {
  return DEFAULT_MESSAGE_KEYS[status] ?? (status >= 500 ? 'errors.messages.oops' : 'errors.messages.generic');
}

/**
 * Maps any thrown value to the dialog of spec §8. Returns null when the error must not open a
 * dialog (an ApiError whose `showDialog` is false: the screen handles it).
 */
export function describeError(error: unknown, options: { customTitle?: string } = {}): ErrorDialogModel | null {
  if (!isApiError(error) || error.status === 0) {
    return {
      kind: 'critical',
      status: 0,
      title: { key: 'errors.titles.critical' },
      // No response at all says "check your connection"; anything else unexpected stays generic.
      message: { key: isApiError(error) ? 'errors.messages.network' : 'errors.messages.generic' },
      fieldMessages: [],
      action: 'close',
    };
  }
  if (!error.showDialog) return null;
  const { status, body } = error;
  const fieldMessages = [...new Set(Object.values(body?.errors ?? {}).flat())];
  return {
    kind: 'alert',
    status,
    title: titleFor(status, options.customTitle),
    message: body?.message ? { text: body.message } : { key: defaultMessageKey(status) },
    detailKey: status === 500 ? 'errors.messages.server_error_detail' : undefined,
    fieldMessages,
    action: status === 401 ? 'login' : 'close',
  };
}
