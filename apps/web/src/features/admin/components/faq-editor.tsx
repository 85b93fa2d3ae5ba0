import { type AdminFaq, FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type FaqInputValues } from '@hashi/shared/faq.schema';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { ADMIN_FAQS_KEY, saveFaq } from '../api/admin-faqs.ts';
import { ADMIN_NS } from '../i18n.ts';

type Values = {
  parent_id: number | null;
  en_question: string;
  ja_question: string;
  en_answer: string;
  ja_answer: string;
  visibility: 'both' | 'after_login';
  hidden: boolean;
};
const FIELDS = ['parent_id', 'en_question', 'ja_question', 'en_answer', 'ja_answer', 'visibility', 'hidden'] as const;

const toValues = (faq: AdminFaq | null): Values => ({
  parent_id: faq?.parent_id ?? null,
  en_question: faq?.en_question ?? '',
  ja_question: faq?.ja_question ?? '',
  en_answer: faq?.en_answer ?? '',
  ja_answer: faq?.ja_answer ?? '',
  visibility: faq?.visibility ?? 'both',
  hidden: faq?.hidden ?? false,
});

/**
 * Creates or edits a FAQ entry (ADR 0029): without a category it is a category itself (its name in
 * both languages); with one it is a question with its answer in both languages. The server checks
 * every rule and its messages land under the fields.
 */
export function FaqEditor({
  faq,
  categories,
  onDone,
}: {
  faq: AdminFaq | null;
  categories: AdminFaq[];
  onDone: (saved: boolean) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: toValues(faq) });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS, actionError);
  const parentId = useWatch({ control, name: 'parent_id' });
  const isItem = parentId !== null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: Values) => {
      const input: FaqInputValues = {
        ...values,
        en_answer: isItem ? values.en_answer : null,
        ja_answer: isItem ? values.ja_answer : null,
      };
      return saveFaq(faq?.id ?? null, input);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_FAQS_KEY });
      onDone(true);
    },
    onError,
  });
  const { errors } = formState;
  const busy = save.isPending;
  const options = categories
    .filter((c) => c.id !== faq?.id)
    .map((c) => ({ id: c.id, name: language === 'ja' ? c.ja_question : c.en_question }));
  return (
    <EditorCard
      title={faq ? t('faqs.edit_title') : t('faqs.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      })}
      saveLabel={t('faqs.save')}
      cancelLabel={t('faqs.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FormSelectField
        control={control}
        name="parent_id"
        label={t('faqs.category')}
        options={options}
        helperText={t('faqs.category_help')}
        disabled={busy}
      />
      <FieldGroup columns={2}>
        {(['en', 'ja'] as const).map((l) => (
          <Box key={l} lang={l}>
            <FormTextField
              label={isItem ? t(`faqs.question_${l}`) : t(`faqs.category_name_${l}`)}
              registration={register(`${l}_question`)}
              error={errorText(errors[`${l}_question`]?.message)}
              required
              maxLength={FAQ_QUESTION_MAX}
              disabled={busy}
            />
            {isItem && (
              <FormTextField
                label={t(`faqs.answer_${l}`)}
                registration={register(`${l}_answer`)}
                error={errorText(errors[`${l}_answer`]?.message)}
                required
                multiline
                minRows={5}
                maxLength={FAQ_ANSWER_MAX}
                disabled={busy}
              />
            )}
          </Box>
        ))}
      </FieldGroup>
      <FormRadioField
        control={control}
        name="visibility"
        label={t('faqs.visibility')}
        options={[
          { id: 'both', name: t('faqs.visibility_both') },
          { id: 'after_login', name: t('faqs.visibility_after_login') },
        ]}
        row
      />
      <FormControlLabel
        control={<Checkbox {...checkboxRegistration(register('hidden'))} disabled={busy} />}
        label={t('faqs.hidden')}
        sx={{ mb: 2 }}
      />
    </EditorCard>
  );
}
