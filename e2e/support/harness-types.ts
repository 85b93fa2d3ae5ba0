import type { SeededAccounts } from './seed-accounts.ts';

/** What the global setup shares with the journeys (Vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server processes, one per e2e worker (see app-server.ts). */
    servers: AppServer[];
    /** The harness's control endpoint: received mails and the OpenID provider's next identity. */
    controlUrl: string;
    /** The test OpenID provider's issuer URL. */
    issuerUrl: string;
  }
}

/** One server process of the run: API and built web app on an embedded database of its own. */
export interface AppServer {
  /** e.g. http://127.0.0.1:41234 */
  appUrl: string;
  /** Where the server process writes its log (for failure messages). */
  serverLog: string;
  /** Accounts written into its database before it started (see seed-accounts.ts). */
  accounts: SeededAccounts;
}

/** A mail the test SMTP server received. */
export interface ReceivedMail {
  /** Order of arrival, from 1. */
  seq: number;
  /** Recipient addresses, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Value of the Content-Language header, if any. */
  language?: string;
  receivedAt: string;
}

/** The account the test OpenID provider answers for the next authorization. */
export interface ProviderIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}
