import { awardListSchema, awardSchema, licenseListSchema, licenseSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api/client.ts';

/** The section's form: both lists, each checked by its own shared schema (duplicates rejected, spec §5). */
export const licenseAwardFormSchema = z.object({ licenses: licenseListSchema, awards: awardListSchema });
export type LicenseAwardFormInput = z.input<typeof licenseAwardFormSchema>;
export type LicenseAwardFormOutput = z.output<typeof licenseAwardFormSchema>;

const licensesResponse = z.object({ data: z.array(licenseSchema) });
const awardsResponse = z.object({ data: z.array(awardSchema) });

/** POST /api/v1/applicant-licenses/sync: the saved licenses become this list. */
export async function syncLicenses(licenses: LicenseAwardFormOutput['licenses']) {
  const response = await apiFetch('/api/v1/applicant-licenses/sync', {
    method: 'POST',
    body: { licenses },
    schema: licensesResponse,
  });
  return response.data;
}

/** POST /api/v1/applicant-awards/sync: the saved awards and pinned works become this list. */
export async function syncAwards(awards: LicenseAwardFormOutput['awards']) {
  const response = await apiFetch('/api/v1/applicant-awards/sync', {
    method: 'POST',
    body: { awards },
    schema: awardsResponse,
  });
  return response.data;
}

/** Saves the licenses, then the awards; a 422 of either stops there with its field messages. */
export async function saveLicensesAndAwards(values: LicenseAwardFormOutput) {
  const licenses = await syncLicenses(values.licenses);
  const awards = await syncAwards(values.awards);
  return { licenses, awards };
}

type Saved = { licenses: Array<{ name: string; year: number | null }>; awards: Array<{ name: string }> };

/** The form's values from saved lists (ids are the server's business: each sync replaces the list). */
export function toLicenseAwardForm(saved: Saved): LicenseAwardFormInput {
  return {
    licenses: saved.licenses.map(({ name, year }) => ({ name, year })),
    awards: saved.awards.map(({ name }) => ({ name })),
  };
}
