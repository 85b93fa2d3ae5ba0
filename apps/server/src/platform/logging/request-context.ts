import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or the job) the code running now serves (issue 15): set around each HTTP request
 * and each background job, so that a job enqueued on its behalf records its id and the job's log
 * lines carry it, in whichever process and however much later the job runs. It also knows the
 * signed-in user the request was made by, once that is known: their own recent writes decide
 * where the request's lag-tolerant reads go (ADR 0050).
 */
interface RequestContext {
  requestId: string;
  userId?: number;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs `work` on behalf of request `requestId` (none: on no request's behalf), made by `userId` when known. */
export function runForRequest<T>(requestId: string | null | undefined, work: () => T, userId?: number): T {
  if (!requestId) return context.exit(work);
  return context.run(userId === undefined ? { requestId } : { requestId, userId }, work);
}

/** The id of the request the running code serves, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Records that the request the running code serves was made by `userId` (a credential found late, as a paint cookie). */
export function recordRequestUser(userId: number): void {
  const store = context.getStore();
  if (store) store.userId = userId;
}

/** The signed-in user the running request was made by, if known. */
export function currentRequestUser(): number | undefined {
  return context.getStore()?.userId;
}
