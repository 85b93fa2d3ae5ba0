import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';

/**
 * What the admin console's editors of bilingual content (notices, blog articles, campaigns) share:
 * one form whose save goes to the server, puts a 422's messages under their fields, refreshes the
 * lists it changes and closes the editor; the card with its title, Save and Cancel; the title/body
 * pairs in English and Japanese side by side; and the publish checkbox.
 */
export interface AdminEditor<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The save runs: every field is disabled. */
  busy: boolean;
  /** A field's message, in the reader's language (server messages are keys). */
  errorOf: (name: Path<V>) => string | undefined;
  card: Omit<Parameters<typeof EditorCard>[0], 'title' | 'saveLabel' | 'cancelLabel' | 'children'>;
}

export function useAdminEditor<V extends FieldValues>(options: {
  defaultValues: DefaultValues<V>;
  /** The fields the server may name in a 422 (the rest of its messages go above the form). */
  fields: readonly Path<V>[];
  save: (values: V) => Promise<unknown>;
  /** The queries the save changes. */
  invalidates: readonly QueryKey[];
  onDone: (saved: boolean) => void;
}): AdminEditor<V> {
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const form = useForm<V>({ defaultValues: options.defaultValues });
  const { formError, clearFormError, onError } = useFormError(form.setError, options.fields, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: options.save,
    onSuccess: async () => {
      for (const queryKey of options.invalidates) await queryClient.invalidateQueries({ queryKey });
      options.onDone(true);
    },
    onError,
  });
  const busy = save.isPending;
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  return {
    form,
    busy,
    errorOf: (name) => {
      const message = errors[name]?.message;
      return errorText(typeof message === 'string' ? message : undefined);
    },
    card: {
      error: formError,
      onSubmit: form.handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      }),
      onCancel: () => options.onDone(false),
      busy,
    },
  };
}

/** The editor's card: its title, the fields, and Save and Cancel. */
export function AdminEditorFrame<V extends FieldValues>({
  editor,
  title,
  saveLabel,
  cancelLabel,
  children,
}: {
  editor: AdminEditor<V>;
  title: string;
  saveLabel: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <EditorCard title={title} saveLabel={saveLabel} cancelLabel={cancelLabel} {...editor.card}>
      {children}
    </EditorCard>
  );
}

/** One text of the content, written in both languages: the form has `<name>_en` and `<name>_ja`. */
export interface BilingualField {
  name: string;
  label: (lang: 'en' | 'ja') => string;
  helperText?: string;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
}

/** The English and the Japanese texts side by side (each column in its own `lang`), all required. */
export function BilingualFields<V extends FieldValues>({
  editor,
  fields,
}: {
  editor: AdminEditor<V>;
  fields: readonly BilingualField[];
}) {
  return (
    <FieldGroup columns={2}>
      {(['en', 'ja'] as const).map((l) => (
        <Box key={l} lang={l}>
          {fields.map((field) => {
            const name = `${field.name}_${l}` as Path<V>;
            return (
              <FormTextField
                key={name}
                label={field.label(l)}
                registration={editor.form.register(name)}
                error={editor.errorOf(name)}
                helperText={field.helperText}
                required
                multiline={field.multiline}
                minRows={field.minRows}
                maxLength={field.maxLength}
                disabled={editor.busy}
              />
            );
          })}
        </Box>
      ))}
    </FieldGroup>
  );
}

/** The publish (or any yes/no) checkbox of an editor. */
export function EditorCheckbox<V extends FieldValues>({
  editor,
  name,
  label,
  sx,
}: {
  editor: AdminEditor<V>;
  name: Path<V>;
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControlLabel
      control={<Checkbox {...checkboxRegistration(editor.form.register(name))} disabled={editor.busy} />}
      label={label}
      sx={sx}
    />
  );
}
