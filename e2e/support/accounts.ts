import { randomBytes } from 'node:crypto';

/** A fresh address per journey: journeys never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@e2e.hashi.test`;
}

/** A password that passes the spec's rules (8–20 characters, letters and digits) and no common list. */
export function newPassword(): string {
  return `Bridge${randomBytes(4).toString('hex')}7`;
}
