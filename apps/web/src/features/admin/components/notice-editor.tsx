import type { AdminNotice } from '@hashi/shared/admin.schema';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { saveNotice } from '../api/admin-notices.ts';
import { ADMIN_NS } from '../i18n.ts';
import { AdminEditorFrame, BilingualFields, EditorCheckbox, useAdminEditor } from './admin-editor-frame.tsx';
import { type NoticeFormValues, noticeToValues, noticeValuesToInput } from './notice-form-values.ts';

const FIELDS = ['title_en', 'title_ja', 'body_en', 'body_ja', 'published_at'] as const;

/** Creates or edits a notice; both languages are required (applicants read it in theirs). */
export function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const editor = useAdminEditor<NoticeFormValues>({
    defaultValues: noticeToValues(notice),
    fields: FIELDS,
    save: (values) => saveNotice(notice?.id ?? null, noticeValuesToInput(values)),
    invalidates: [['admin', 'notices']],
    onDone,
  });
  const publish = useWatch({ control: editor.form.control, name: 'publish' });
  return (
    <AdminEditorFrame
      editor={editor}
      title={notice ? t('notices.edit_title') : t('notices.new_title')}
      saveLabel={t('notices.save')}
      cancelLabel={t('notices.cancel')}
    >
      <BilingualFields
        editor={editor}
        fields={[
          { name: 'title', label: (l) => t(`notices.title_${l}`) },
          { name: 'body', label: (l) => t(`notices.body_${l}`), multiline: true, minRows: 5 },
        ]}
      />
      <EditorCheckbox editor={editor} name="publish" label={t('notices.publish')} />
      {publish && (
        <FormTextField
          label={t('notices.published_at')}
          type="datetime-local"
          registration={editor.form.register('published_at')}
          error={editor.errorOf('published_at')}
          helperText={t('notices.published_at_help')}
          disabled={editor.busy}
          sx={{ maxWidth: 320, mt: 1 }}
        />
      )}
    </AdminEditorFrame>
  );
}
