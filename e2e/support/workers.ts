/**
 * How many journey files run at once, each against a server process of its own (embedded database,
 * log, seeded accounts): `E2E_WORKERS`, 2 by default. A journey drives one page at a time and leaves
 * a core mostly idle while it waits on the browser, so two at once finish the run much sooner.
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1);
