import { inject } from 'vitest';
import './harness-types.ts';
import type { ProviderIdentity } from './harness-types.ts';

/** Who the test OpenID provider logs in at its next authorization (it has no login form). */
export async function setProviderIdentity(identity: ProviderIdentity): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/oidc/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  if (!res.ok) throw new Error(`the test OpenID provider refused the identity: ${res.status}`);
}
