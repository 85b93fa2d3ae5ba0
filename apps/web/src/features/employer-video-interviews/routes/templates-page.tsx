import { QuestionType, type Template } from '@hashi/shared/video-interview.schema';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import { deleteInterviewTemplate, interviewTemplatesQuery } from '../api/templates.ts';
import { TemplateEditor } from '../components/template-editor.tsx';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';

const TYPES = [QuestionType.Selection, QuestionType.FreeText, QuestionType.Video] as const;

/** "3 questions · Video, Free text · with a practice question". */
function TemplateSummary({ template }: { template: Template }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const types = TYPES.filter((type) => template.questions.some((q) => q.type === type)).map((type) =>
    t(`type.${type}`),
  );
  const parts = [
    t('templates.summary', { count: template.questions.length }),
    types.join(t('templates.list_separator')),
  ];
  if (template.practice_question) parts.push(t('templates.with_practice'));
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {parts.join(t('templates.separator'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', my: 1 }}>
        {template.intro.slice(0, 200)}
      </Typography>
    </>
  );
}

/** /employer/video-interview-templates: the company's video interview templates — list, create, edit, delete. */
export default function VideoInterviewTemplatesPage() {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const actionError = useActionErrorText();
  const list = useQuery(interviewTemplatesQuery);
  return (
    <EditableList
      labels={{
        title: t('templates.title'),
        new: t('templates.new'),
        edit: t('templates.edit'),
        delete: t('templates.delete'),
        cancel: t('templates.cancel'),
        saved: t('templates.saved'),
        deleted: t('templates.deleted'),
        deleteTitle: t('templates.delete_title'),
        deleteMessage: (deleting) => t('templates.delete_message', { name: deleting?.name ?? '' }),
      }}
      items={list.data}
      status={
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('templates.intro')}
          </Typography>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
        </>
      }
      empty={<ConsoleEmpty>{t('templates.empty')}</ConsoleEmpty>}
      itemTitle={(template) => template.name}
      itemBody={(template) => <TemplateSummary template={template} />}
      editor={(template, onDone) => <TemplateEditor template={template} onDone={onDone} />}
      onDelete={deleteInterviewTemplate}
      queryKey={interviewTemplatesQuery.queryKey}
      errorText={actionError}
      oneEditAtATime
    />
  );
}
