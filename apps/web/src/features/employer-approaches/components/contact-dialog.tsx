import type { ScoutTemplate } from '@hashi/shared/employer.schema';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { scoutTemplatesQuery } from '../../employer/api/scout-templates.ts';
import { postingTitle } from '../../employer/components/posting-status.tsx';
import { ConsoleLoading, useActionErrorText } from '../../../components/ui/console-states.tsx';
import { type ContactKind, companyPostingsQuery, contactApplicant, isOpenForContact } from '../api/applicants.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

/**
 * Scout, pin or like one applicant on one of the company's published, open postings. A scout sends
 * the company's own text or one of its templates; pin and like may carry a short message. The
 * server's refusals (409 already scouted, closed posting; 422 fields) are shown in the dialog.
 */
export function ContactDialog({
  applicantId,
  kind,
  onClose,
  onDone,
}: {
  applicantId: number;
  kind: ContactKind;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const id = useId();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const postings = useQuery(companyPostingsQuery);
  const templates = useQuery({ ...scoutTemplatesQuery, enabled: kind === 'scout' });
  const open = (postings.data ?? []).filter(isOpenForContact);
  const [postingId, setPostingId] = useState<number | ''>('');
  const [source, setSource] = useState<'text' | 'template'>('text');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      contactApplicant(applicantId, kind, {
        job_posting_id: Number(postingId),
        ...(kind === 'scout' && source === 'template'
          ? { template_id: templateId === '' ? null : templateId }
          : { body: body.trim() || null }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['employer', 'applicant', applicantId] });
      onDone(t(`actions.done_${kind}`));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        setFailure(null);
      } else {
        setErrors({});
        setFailure(actionError(error));
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    send.mutate();
  };
  const fieldError = (name: string) => errors[name]?.join(' ');
  const templateName = (template: ScoutTemplate) => template.name;
  const ready = postings.data !== undefined && (kind !== 'scout' || source === 'text' || templates.data !== undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t(`actions.${kind}_title`)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {kind !== 'scout' && <DialogContentText>{t(`actions.${kind}_help`)}</DialogContentText>}
          {postings.isPending && <ConsoleLoading />}
          {postings.isError && <Alert severity="error">{actionError(postings.error)}</Alert>}
          {postings.data && open.length === 0 && <Alert severity="info">{t('actions.no_postings')}</Alert>}
          {open.length > 0 && (
            <TextField
              select
              required
              label={t('actions.posting')}
              value={postingId}
              onChange={(event) => setPostingId(Number(event.target.value))}
              error={Boolean(fieldError('job_posting_id'))}
              helperText={fieldError('job_posting_id')}
            >
              {open.map((posting) => (
                <MenuItem key={posting.id} value={posting.id}>
                  {postingTitle(posting, i18n.resolvedLanguage, `#${posting.id}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'scout' && open.length > 0 && (
            <RadioGroup
              aria-label={t('actions.source')}
              row
              value={source}
              onChange={(event) => setSource(event.target.value as 'text' | 'template')}
            >
              <FormControlLabel value="text" control={<Radio />} label={t('actions.own_text')} />
              <FormControlLabel value="template" control={<Radio />} label={t('actions.template')} />
            </RadioGroup>
          )}
          {kind === 'scout' && source === 'template' && templates.isError && (
            <Alert severity="error">{actionError(templates.error)}</Alert>
          )}
          {kind === 'scout' && source === 'template' && open.length > 0 && templates.data?.length === 0 && (
            <Alert severity="info">{t('actions.no_templates')}</Alert>
          )}
          {kind === 'scout' && source === 'template' && (templates.data?.length ?? 0) > 0 && (
            <TextField
              select
              required
              label={t('actions.template_pick')}
              value={templateId}
              onChange={(event) => setTemplateId(Number(event.target.value))}
              error={Boolean(fieldError('template_id'))}
              helperText={fieldError('template_id') ?? t('actions.template_help')}
            >
              {(templates.data ?? []).map((template) => (
                <MenuItem key={template.id} value={template.id}>
                  {templateName(template)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(kind !== 'scout' || source === 'text') && open.length > 0 && (
            <TextField
              multiline
              minRows={kind === 'scout' ? 5 : 2}
              required={kind === 'scout'}
              label={kind === 'scout' ? t('actions.message') : t('actions.message_optional')}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
              error={Boolean(fieldError('body'))}
              helperText={fieldError('body')}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending} disabled={!ready || open.length === 0}>
            {t('actions.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
