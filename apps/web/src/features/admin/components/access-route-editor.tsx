import type { AccessRoute, AccessRouteInput } from '@hashi/shared/access-route-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { saveAccessRoute } from '../api/admin-access-routes.ts';
import { ADMIN_NS } from '../i18n.ts';

const FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'label'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const toValues = (route: AccessRoute | null): Values => ({
  utm_source: route?.utm_source ?? '',
  utm_medium: route?.utm_medium ?? '',
  utm_campaign: route?.utm_campaign ?? '',
  utm_term: route?.utm_term ?? '',
  utm_content: route?.utm_content ?? '',
  label: route?.label ?? '',
});

const toInput = (values: Values): AccessRouteInput => ({
  ...values,
  utm_term: values.utm_term.trim() || null,
  utm_content: values.utm_content.trim() || null,
});

/** Adds or edits one row of the mapping: the UTM values (term and content optional) and the channel label. */
export function AccessRouteEditor({ route, onDone }: { route: AccessRoute | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: toValues(route) });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: Values) => saveAccessRoute(route?.id ?? null, toInput(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'access-routes'] });
      onDone(true);
    },
    onError,
  });
  const busy = save.isPending;
  const field = (name: (typeof FIELDS)[number], required: boolean) => (
    <FormTextField
      key={name}
      label={t(`access_routes.field_${name}`)}
      registration={register(name)}
      error={errorText(formState.errors[name]?.message)}
      required={required}
      disabled={busy}
      helperText={required ? undefined : t('access_routes.any_value')}
    />
  );
  return (
    <EditorCard
      title={route ? t('access_routes.edit_title') : t('access_routes.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      })}
      saveLabel={t('access_routes.save')}
      cancelLabel={t('access_routes.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FieldGroup columns={2}>
        {field('utm_source', true)}
        {field('utm_medium', true)}
        {field('utm_campaign', true)}
        {field('utm_term', false)}
        {field('utm_content', false)}
        {field('label', true)}
      </FieldGroup>
    </EditorCard>
  );
}
