import { QUESTIONS_MAX, type Template } from '@hashi/shared/video-interview.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { interviewTemplatesQuery, saveInterviewTemplate } from '../api/templates.ts';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { QuestionFields } from './question-fields.tsx';
import {
  applyTemplateServerErrors,
  newQuestion,
  type TemplateFormValues,
  templateResolver,
  templateToValues,
  valuesToRequest,
} from './template-form-values.ts';

/**
 * Creates or edits a video interview template: name, introduction, an optional practice question
 * (never sent) and 1–20 questions of the spec's three types. Checked with the shared schema before
 * it is sent; the server's messages go under their fields.
 */
export function TemplateEditor({ template, onDone }: { template: Template | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = useForm<TemplateFormValues>({
    defaultValues: templateToValues(template),
    resolver: templateResolver,
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const hasPractice = useWatch({ control, name: 'has_practice' });
  const questionsId = useId();
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: TemplateFormValues) => saveInterviewTemplate(template?.id ?? null, valuesToRequest(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: interviewTemplatesQuery.queryKey });
      onDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyTemplateServerErrors(error, setError, getValues()).join('\n') || null);
      } else setFormError(actionError(error));
    },
  });
  const { errors } = formState;
  const busy = save.isPending;
  const practiceNumber = (name: 'thinking_seconds' | 'answer_seconds', label: string, help: string) => (
    <FormTextField
      label={t(label)}
      type="number"
      inputMode="numeric"
      registration={register(`practice_question.${name}`, { valueAsNumber: true })}
      error={errorText(errors.practice_question?.[name]?.message)}
      helperText={t(help)}
      required
      disabled={busy}
      sx={{ mb: 0 }}
    />
  );
  return (
    <EditorCard
      title={template ? t('templates.edit_title') : t('templates.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        save.mutate(values);
      })}
      saveLabel={t('templates.save')}
      cancelLabel={t('templates.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FormTextField
        label={t('editor.name')}
        registration={register('name')}
        error={errorText(errors.name?.message)}
        helperText={t('editor.name_help')}
        maxLength={100}
        required
        disabled={busy}
      />
      <FormTextField
        label={t('editor.intro')}
        registration={register('intro')}
        error={errorText(errors.intro?.message)}
        helperText={t('editor.intro_help')}
        multiline
        minRows={3}
        required
        disabled={busy}
      />
      <Box sx={{ mb: 3 }}>
        {hasPractice ? (
          <FieldGroup legend={t('editor.practice')}>
            <Typography variant="body2" color="text.secondary">
              {t('editor.practice_help')}
            </Typography>
            <FormTextField
              label={t('editor.practice_text')}
              registration={register('practice_question.text')}
              error={errorText(errors.practice_question?.text?.message)}
              multiline
              minRows={2}
              required
              disabled={busy}
              sx={{ mb: 0 }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              {practiceNumber('thinking_seconds', 'editor.thinking_seconds', 'editor.thinking_help')}
              {practiceNumber('answer_seconds', 'editor.answer_seconds', 'editor.answer_help')}
            </Box>
            <Box>
              <Button color="error" onClick={() => setValue('has_practice', false)} disabled={busy}>
                {t('editor.practice_remove')}
              </Button>
            </Box>
          </FieldGroup>
        ) : (
          <>
            <Button variant="outlined" onClick={() => setValue('has_practice', true)} disabled={busy}>
              {t('editor.practice_add')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('editor.practice_help')}
            </Typography>
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby={questionsId} sx={{ mb: 3 }}>
        <Typography id={questionsId} component="h3" variant="subtitle1">
          {t('editor.questions')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('editor.questions_help')}
        </Typography>
        {errors.questions?.message && (
          <Typography variant="body2" color="error" role="alert" gutterBottom>
            {errorText(errors.questions.message)}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
          {questions.fields.map((field, index) => (
            <QuestionFields
              key={field.id}
              index={index}
              count={questions.fields.length}
              control={control}
              register={register}
              errors={errors}
              disabled={busy}
              onMove={questions.move}
              onRemove={questions.remove}
            />
          ))}
        </Box>
        <Button
          variant="outlined"
          onClick={() => questions.append(newQuestion())}
          disabled={busy || questions.fields.length >= QUESTIONS_MAX}
        >
          {t('editor.question_add')}
        </Button>
      </Box>
    </EditorCard>
  );
}
