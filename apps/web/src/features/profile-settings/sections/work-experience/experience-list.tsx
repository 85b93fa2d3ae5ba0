import type { Experience } from '@hashi/shared/experience.schema';
import { V } from '@hashi/shared/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { useConfirm } from '../../../shell/feedback/use-confirm.ts';
import { destroyExperience, useExperiencePage } from '../../../profile/api/experiences.ts';
import { SectionStatus } from '../../components/section-status.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

/**
 * The saved work experiences, current first, then newest (the server's order), 10 per page
 * (spec §7, §9). The last one cannot be deleted: at least one is required (spec §5).
 */
export function ExperienceList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (entry: Experience) => void }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = useExperiencePage(page);
  const remove = useMutation({
    mutationFn: (entry: Experience) => destroyExperience(entry.id),
    onSuccess: async () => {
      const meta = query.data?.meta;
      // The last entry of the last page went: show the page before it.
      if (meta && page > 1 && (meta.total - 1) / meta.per_page <= page - 1) setPage(page - 1);
      await refreshProfileQueries(queryClient);
    },
  });

  if (!query.data) return <SectionStatus error={query.isError} onRetry={() => void query.refetch()} />;
  const { data: entries, meta } = query.data;

  const askDelete = async (entry: Experience) => {
    setRefusal(null);
    if (meta.total <= 1) {
      setRefusal(errorText(V.experienceRequired) ?? null);
      return;
    }
    const ok = await confirm({
      title: t('experience.delete_title'),
      message: t('experience.delete_message', { company: entry.company_name }),
      confirmLabel: t('experience.delete'),
      cancelLabel: t('actions.cancel'),
      destructive: true,
    });
    if (ok) remove.mutate(entry);
  };

  return (
    <Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('experience.empty')}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ p: 2, mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {entry.company_name}
                </Typography>
                {entry.is_current && <Chip size="small" color="primary" label={t('experience.current')} />}
              </Box>
              <Typography>{entry.job_title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${entry.period_from} – ${entry.is_current || !entry.period_to ? t('experience.present') : entry.period_to}`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('experience.edit_named', { company: entry.company_name })}
                  onClick={() => onEdit(entry)}
                >
                  {t('experience.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('experience.delete_named', { company: entry.company_name })}
                  onClick={() => void askDelete(entry)}
                  loading={remove.isPending && remove.variables?.id === entry.id}
                >
                  {t('experience.delete')}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {meta.last_page > 1 && (
        <Pagination
          count={meta.last_page}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label={t('experience.pages')}
          sx={{ my: 2 }}
        />
      )}
      <Button variant="contained" onClick={onAdd} sx={{ mt: 1 }}>
        {t('experience.add')}
      </Button>
    </Box>
  );
}
