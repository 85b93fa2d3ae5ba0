import { WORK_DETAIL_MAX } from '@hashi/shared/constants';
import type { Locale } from '@hashi/shared/constants';
import { isUnchangedTemplate, workDetailTemplate } from '@hashi/shared/work-detail-templates';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { useConfirm } from '../../../shell/feedback/use-confirm.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { ExperienceOutput, ExperienceValues } from './work-experience-schema.ts';

type WorkDetailFieldProps = {
  form: UseFormReturn<ExperienceValues, unknown, ExperienceOutput>;
  /** The applicant's first job role: a new entry starts from its template. */
  defaultRoleId: number | null;
  isNew: boolean;
};

/**
 * The work detail starts from the template of a job role, in the language the user reads (spec
 * §5); the template must be changed before the entry can be saved.
 */
export function WorkDetailField({ form, defaultRoleId, isNew }: WorkDetailFieldProps) {
  const { t, i18n } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const roleSelectId = useId();
  const locale: Locale = i18n.language === 'ja' ? 'ja' : 'en';
  const positions = useMasterList('job-positions').items;
  const [roleId, setRoleId] = useState<number | ''>(isNew && defaultRoleId ? defaultRoleId : '');
  const detail = useWatch({ control: form.control, name: 'work_detail' }) ?? '';

  const templateOf = (id: number) => {
    const role = positions.find((position) => position.id === id);
    return role ? workDetailTemplate(role.category_id, locale) : null;
  };

  // A new entry opens with the template of the applicant's role, as its starting (clean) value.
  useEffect(() => {
    if (!isNew || !defaultRoleId || form.getValues('work_detail') !== '') return;
    const role = positions.find((position) => position.id === defaultRoleId);
    if (role) form.resetField('work_detail', { defaultValue: workDetailTemplate(role.category_id, locale) });
  }, [isNew, defaultRoleId, positions, form, locale]);

  const chooseRole = async (id: number) => {
    setRoleId(id);
    const template = templateOf(id);
    if (!template) return;
    const current = form.getValues('work_detail') ?? '';
    if (current.trim() !== '' && !isUnchangedTemplate(current)) {
      const replace = await confirm({
        title: t('experience.replace_template_title'),
        message: t('experience.replace_template_message'),
        confirmLabel: t('experience.replace_template'),
        cancelLabel: t('actions.cancel'),
      });
      if (!replace) return;
    }
    form.setValue('work_detail', template, { shouldDirty: true });
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <FormFieldLabel htmlFor={roleSelectId}>{t('experience.template_role')}</FormFieldLabel>
        <TextField
          id={roleSelectId}
          select
          fullWidth
          value={roleId}
          onChange={(event) => void chooseRole(Number(event.target.value))}
          helperText={t('experience.template_role_hint')}
          slotProps={{ select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('experience.template_none')}</MenuItem>
          {positions.map((position) => (
            <MenuItem key={position.id} value={position.id}>
              {position.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormTextField
        label={t('experience.work_detail')}
        registration={form.register('work_detail')}
        error={errorText(form.formState.errors.work_detail?.message)}
        helperText={`${t('experience.work_detail_hint')} (${detail.length} / ${WORK_DETAIL_MAX})`}
        multiline
        minRows={10}
        required
      />
    </Box>
  );
}
