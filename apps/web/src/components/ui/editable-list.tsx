import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { CardList, CardListItem } from './card-list.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type EditableListLabels<T> = {
  title: string;
  new: string;
  edit: string;
  delete: string;
  cancel: string;
  /** Shown once an item is saved or deleted. */
  saved: string;
  deleted: string;
  deleteTitle: string;
  /** The question about `item` (null while the dialog closes). */
  deleteMessage: (item: T | null) => string;
};

type Props<T extends { id: number }> = {
  labels: EditableListLabels<T>;
  /** The items, once loaded. */
  items: T[] | undefined;
  /** What the page shows while the items load or after they failed. */
  status: ReactNode;
  /** Shown for an empty list while nothing is being created. */
  empty: ReactNode;
  itemTitle: (item: T) => ReactNode;
  /** What the card shows between the title and the buttons. */
  itemBody: (item: T) => ReactNode;
  /** The editor of one item (null: a new one); `onDone(true)` after a save, `onDone(false)` on cancel. */
  editor: (item: T | null, onDone: (saved: boolean) => void) => ReactNode;
  onDelete: (id: number) => Promise<unknown>;
  /** The list's query, read again after a delete. */
  queryKey: QueryKey;
  /** What a failed delete says. */
  errorText: (error: unknown) => string;
  /** The edit buttons wait while an editor is open (else another item's edit replaces it). */
  oneEditAtATime?: boolean;
  /** Under the list (its pagination). */
  children?: ReactNode;
};

/**
 * A page of texts an operator keeps (notices, scout templates): the list, a New button, one editor
 * above the list, deleting after a confirmation, and a line that says what was just done.
 */
export function EditableList<T extends { id: number }>(props: Props<T>) {
  const { labels, items, editor, oneEditAtATime = false } = props;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: props.onDelete,
    onSuccess: async () => {
      setDeleting(null);
      setNotice(labels.deleted);
      await queryClient.invalidateQueries({ queryKey: props.queryKey });
    },
  });
  const startEdit = (next: T | 'new') => {
    setNotice(null);
    setEditing(next);
  };
  const onDone = (saved: boolean) => {
    setEditing(null);
    if (saved) setNotice(labels.saved);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {labels.title}
        </Typography>
        <Button variant="contained" onClick={() => startEdit('new')} disabled={editing !== null}>
          {labels.new}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.errorText(remove.error)}
        </Alert>
      )}
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {editor(editing === 'new' ? null : editing, onDone)}
        </Fragment>
      )}
      {props.status}
      {items?.length === 0 && editing === null && props.empty}
      {items && items.length > 0 && (
        <CardList>
          {items.map((item) => (
            <CardListItem key={item.id}>
              <Typography component="h2" variant="subtitle1">
                {props.itemTitle(item)}
              </Typography>
              {props.itemBody(item)}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => startEdit(item)}
                  disabled={oneEditAtATime && editing !== null}
                >
                  {labels.edit}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(item)}>
                  {labels.delete}
                </Button>
              </Box>
            </CardListItem>
          ))}
        </CardList>
      )}
      {props.children}
      <ConfirmDialog
        open={deleting !== null}
        title={labels.deleteTitle}
        message={labels.deleteMessage(deleting)}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
