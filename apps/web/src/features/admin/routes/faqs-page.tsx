import type { AdminFaq } from '@hashi/shared/faq.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { ADMIN_FAQS_KEY, adminFaqsQuery, deleteFaq, moveFaq } from '../api/admin-faqs.ts';
import { FaqEditor } from '../components/faq-editor.tsx';
import { ADMIN_NS } from '../i18n.ts';

/** Each category followed by its items, as applicants read them. */
function inReadingOrder(entries: AdminFaq[]): AdminFaq[] {
  const categories = entries.filter((e) => e.parent_id === null);
  return categories.flatMap((c) => [c, ...entries.filter((e) => e.parent_id === c.id)]);
}

/**
 * /admin/faqs (ADR 0029): the FAQ applicants and visitors read — categories and questions in both
 * languages; create, edit, move up and down, hide, delete.
 */
export default function FaqsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const list = useQuery(adminFaqsQuery());
  const move = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => moveFaq(id, direction),
    onSuccess: (data) => queryClient.setQueryData(ADMIN_FAQS_KEY, data),
  });
  const entries = list.data ?? [];
  const categories = entries.filter((e) => e.parent_id === null);
  const title = (e: AdminFaq) => (language === 'ja' ? e.ja_question : e.en_question);
  const categoryName = (id: number | null) => {
    const category = categories.find((c) => c.id === id);
    return category ? title(category) : '';
  };
  return (
    <EditableList
      labels={{
        title: t('faqs.title'),
        new: t('faqs.new'),
        edit: t('faqs.edit'),
        delete: t('faqs.delete'),
        cancel: t('faqs.cancel'),
        saved: t('faqs.saved'),
        deleted: t('faqs.deleted'),
        deleteTitle: t('faqs.delete_title'),
        deleteMessage: (deleting) => t('faqs.delete_message', { title: deleting ? title(deleting) : '' }),
      }}
      items={list.data ? inReadingOrder(list.data) : undefined}
      status={
        <>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
          {move.isError && (
            <Typography role="alert" color="error" sx={{ mb: 2 }}>
              {actionError(move.error)}
            </Typography>
          )}
        </>
      }
      empty={<ConsoleEmpty>{t('faqs.empty')}</ConsoleEmpty>}
      itemTitle={(item) => (item.parent_id === null ? t('faqs.category_title', { name: title(item) }) : title(item))}
      itemBody={(item) => (
        <Box sx={{ my: 1, display: 'grid', gap: 1, pl: item.parent_id === null ? 0 : 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {item.parent_id !== null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('faqs.in_category', { name: categoryName(item.parent_id) })}
              />
            )}
            <Chip
              size="small"
              variant="outlined"
              color={item.visibility === 'both' ? 'default' : 'primary'}
              label={t(`faqs.visibility_${item.visibility}`)}
            />
            {item.hidden && <Chip size="small" color="warning" label={t('faqs.hidden_chip')} />}
          </Box>
          {item.parent_id !== null && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {language === 'ja' ? item.ja_answer : item.en_answer}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                size="small"
                onClick={() => move.mutate({ id: item.id, direction })}
                disabled={move.isPending}
                aria-label={t(`faqs.move_${direction}_label`, { title: title(item) })}
              >
                {t(`faqs.move_${direction}`)}
              </Button>
            ))}
          </Box>
        </Box>
      )}
      editor={(faq, onDone) => <FaqEditor faq={faq} categories={categories} onDone={onDone} />}
      onDelete={deleteFaq}
      queryKey={ADMIN_FAQS_KEY}
      errorText={actionError}
      oneEditAtATime
    />
  );
}
