import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or the job) the code running now serves (issue 15): set around each HTTP request
 * and each background job, so that a job enqueued on its behalf records its id and the job's log
 * lines carry it, in whichever process and however much later the job runs.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` on behalf of request `requestId` (none: on no request's behalf). */
export function runForRequest<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : context.exit(work);
}

/** The id of the request the running code serves, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
