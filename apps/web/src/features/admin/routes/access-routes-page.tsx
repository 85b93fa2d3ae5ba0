import type { AccessRoute } from '@hashi/shared/access-route-admin.schema';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { accessRoutesQuery, deleteAccessRoute } from '../api/admin-access-routes.ts';
import { AccessRouteEditor } from '../components/access-route-editor.tsx';
import { ADMIN_NS } from '../i18n.ts';

/** The UTM values of a row, "any" where term or content is left open. */
function Conditions({ route }: { route: AccessRoute }) {
  const { t } = useTranslation(ADMIN_NS);
  const parts: Array<[string, string | null]> = [
    ['utm_source', route.utm_source],
    ['utm_medium', route.utm_medium],
    ['utm_campaign', route.utm_campaign],
    ['utm_term', route.utm_term],
    ['utm_content', route.utm_content],
  ];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ my: 1, overflowWrap: 'anywhere' }}>
      {parts.map(([name, value]) => `${name}=${value ?? t('access_routes.any')}`).join(' · ')}
    </Typography>
  );
}

/** /admin/access-routes: the UTM combinations of spec §9 and their channel labels — list, add, edit, remove. */
export default function AccessRoutesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const actionError = useActionErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(accessRoutesQuery(page));
  return (
    <EditableList
      labels={{
        title: t('access_routes.title'),
        new: t('access_routes.new'),
        edit: t('access_routes.edit'),
        delete: t('access_routes.delete'),
        cancel: t('access_routes.cancel'),
        saved: t('access_routes.saved'),
        deleted: t('access_routes.deleted'),
        deleteTitle: t('access_routes.delete_title'),
        deleteMessage: (deleting) => t('access_routes.delete_message', { label: deleting?.label ?? '' }),
      }}
      items={list.data?.data}
      status={
        <>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
        </>
      }
      empty={<ConsoleEmpty>{t('access_routes.empty')}</ConsoleEmpty>}
      itemTitle={(item) => item.label}
      itemBody={(item) => <Conditions route={item} />}
      editor={(route, onDone) => <AccessRouteEditor route={route} onDone={onDone} />}
      onDelete={deleteAccessRoute}
      queryKey={['admin', 'access-routes']}
      errorText={actionError}
      oneEditAtATime
    >
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </EditableList>
  );
}
