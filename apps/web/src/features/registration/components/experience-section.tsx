import type { Profile } from '@hashi/shared/profile.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { destroyExperience } from '../../profile/api/experiences.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import type { RefObject } from 'react';
import { type EditorCommit, ExperienceEditor, isExcluded } from './experience-editor.tsx';

/** Which experience is open in the editor: a saved one's id, a new one, or none. */
export type Editing = number | 'new' | null;

type ExperienceSectionProps = {
  profile: Profile;
  /** The open editor's commit (see ExperienceEditor). */
  commitRef: RefObject<EditorCommit | null>;
  editing: Editing;
  onEdit: (editing: Editing) => void;
  /** The list-level message (no experience yet, or an entry still open), shown under the list. */
  error?: string | null;
};

/** The Career step's work experiences: the saved ones, and the editor for one at a time. */
export function ExperienceSection({ profile, commitRef, editing, onEdit, error }: ExperienceSectionProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await destroyExperience(id);
      await refreshProfileQueries(queryClient);
    },
  });
  const experiences = profile.experiences;

  const askRemove = async (id: number, label: string) => {
    const ok = await confirm({
      title: t('experience.remove_title'),
      message: label,
      confirmLabel: t('experience.remove_confirm'),
      cancelLabel: t('experience.keep'),
      destructive: true,
    });
    if (ok) remove.mutate(id);
  };

  return (
    <Box component="section" aria-labelledby="experiences-title" sx={{ mb: 3 }}>
      <Typography id="experiences-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('experience.list_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('experience.list_intro')}
      </Typography>
      {experiences.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {experiences.map((experience) => {
            if (editing === experience.id) return null;
            const label = t('experience.entry_label', {
              title: experience.job_title,
              company: experience.company_name,
            });
            return (
              <Box
                component="li"
                key={experience.id}
                sx={{ p: 2, mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {experience.period_from} – {experience.is_current ? t('experience.present') : experience.period_to}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {experience.is_current && <Chip size="small" label={t('experience.current_chip')} />}
                  {isExcluded(profile, experience.company_name) && (
                    <Chip size="small" variant="outlined" label={t('experience.hidden_chip')} />
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    onClick={() => onEdit(experience.id)}
                    disabled={editing !== null}
                    aria-label={t('experience.edit_named', { label })}
                  >
                    {t('experience.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void askRemove(experience.id, label)}
                    disabled={editing !== null || remove.isPending}
                    aria-label={t('experience.remove_named', { label })}
                  >
                    {t('experience.remove')}
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {editing !== null && (
        <ExperienceEditor
          key={editing}
          commitRef={commitRef}
          profile={profile}
          experience={experiences.find((e) => e.id === editing)}
          onDone={() => onEdit(null)}
          onCancel={experiences.length > 0 ? () => onEdit(null) : undefined}
        />
      )}
      {editing === null && (
        <Button variant="outlined" onClick={() => onEdit('new')}>
          {t('experience.add')}
        </Button>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
