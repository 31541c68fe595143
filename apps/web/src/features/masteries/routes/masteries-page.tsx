import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { APPS, type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Mastery } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  AddIcon,
  DeleteIcon,
  DragIndicatorIcon,
  EditIcon,
  FolderIcon,
  PlayCircleIcon,
} from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { SortableArea, useSortableItem } from '../../../shared/ui/sortable';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteMastery } from '../api/delete-mastery';
import { useMasteries } from '../api/list-masteries';
import { useReorderChildren } from '../api/reorder-children';
import { useSaveMastery } from '../api/save-mastery';
import { MasteryDialog } from '../components/mastery-dialog';
import { childrenByParent, reorderedSiblings } from '../components/mastery-tree';

const route = getRouteApi('/shell/masteries');

type Editing = Mastery | { type: Mastery['type']; parentId: string | null };

/** `/masteries?app=`: the tree of video categories and videos; children reorder by drag and drop. */
export function MasteriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['MASTERIES_MODERATE']);
  const masteries = useMasteries(app);
  const save = useSaveMastery();
  const remove = useDeleteMastery();
  const reorder = useReorderChildren(app);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Mastery | null>(null);
  // The parent of the item lifted: only its siblings take it (undefined: none lifted).
  const [liftedParent, setLiftedParent] = useState<string | null | undefined>(undefined);
  const items = masteries.data?.data ?? [];
  const byParent = childrenByParent(items);
  const categories = items.filter((i) => i.type === 'category');

  /** A 404 means someone removed it meanwhile: say so; the refreshed list drops it here too. */
  const failed = (name: string, error: unknown) =>
    showToast(
      isApiError(error, 404)
        ? t('content.gone')
        : t('content.masteries.saveFailed', { name, message: apiErrorText(t, error) }),
      'error',
    );

  /** Dropped on a sibling: the new positions of the parent's children (PUT reorder-children). */
  const moveAmongSiblings = (id: string, target: string) => {
    const moved = items.find((i) => i._id === id);
    const onto = items.find((i) => i._id === target);
    if (!moved || !onto || moved.parentId !== onto.parentId) return;
    const orderHashMap = reorderedSiblings(byParent.get(moved.parentId) ?? [], id, target);
    reorder.mutate(
      { parentId: moved.parentId, orderHashMap },
      { onError: (error) => failed(moved.name, error) },
    );
  };

  /** One level of the tree: its items in order, each followed by its own children (a cycle stops). */
  const shown = new Set<string>();
  const level = (parentId: string | null, depth: number): ReactNode => {
    const siblings = (byParent.get(parentId) ?? []).filter((item) => !shown.has(item._id));
    for (const item of siblings) shown.add(item._id);
    if (siblings.length === 0) return null;
    return (
      <SortableContext items={siblings.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        {siblings.map((item) => (
          <Fragment key={item._id}>
            <MasteryRow
              item={item}
              depth={depth}
              may={may}
              canDrop={liftedParent === undefined || liftedParent === item.parentId}
              onEdit={() => setEditing(item)}
              onDelete={() => setToDelete(item)}
            />
            {level(item._id, depth + 1)}
          </Fragment>
        ))}
      </SortableContext>
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.masteries')}
        actions={
          may && (
            <>
              <Button
                startIcon={<AddIcon />}
                onClick={() => setEditing({ type: 'category', parentId: null })}
              >
                {t('content.masteries.addCategory')}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={categories.length === 0}
                onClick={() => setEditing({ type: 'video', parentId: categories[0]?._id ?? null })}
              >
                {t('content.masteries.addVideo')}
              </Button>
            </>
          )
        }
      />
      <Paper>
        <Box sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label={t('content.app')}
            value={app}
            onChange={(e) =>
              void navigate({
                to: PATHS.masteries,
                search: { app: e.target.value as App },
                replace: true,
              })
            }
            sx={{ minWidth: 220 }}
          >
            {APPS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`apps.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {masteries.isError && <Alert severity="error">{apiErrorText(t, masteries.error)}</Alert>}
        {masteries.isSuccess && items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('content.masteries.empty')}
          </Typography>
        )}
        <SortableArea
          nameOf={(id) => items.find((item) => item._id === id)?.name ?? ''}
          onMove={moveAmongSiblings}
          onPick={(id) =>
            setLiftedParent(id === null ? undefined : items.find((i) => i._id === id)?.parentId)
          }
        >
          <List aria-label={t('nav.masteries')}>{level(null, 0)}</List>
        </SortableArea>
      </Paper>
      {editing && (
        <MasteryDialog
          key={'_id' in editing ? editing._id : `new-${editing.type}`}
          app={app}
          editing={editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            save.mutateAsync(
              { id: '_id' in editing ? editing._id : undefined, input },
              {
                onSuccess: () => {
                  showToast(t('content.saved', { name: input.name }), 'success');
                  setEditing(null);
                },
                onError: (error) => {
                  failed(input.name, error);
                  if (isApiError(error, 404)) setEditing(null);
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('content.masteries.deleteTitle')}
        message={t('content.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => showToast(t('content.deleted', { name: target.name }), 'success'),
            onError: (error) =>
              showToast(
                t('content.deleteFailed', { name: target.name, message: apiErrorText(t, error) }),
                'error',
              ),
            onSettled: () => setToDelete(null),
          });
        }}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

interface MasteryRowProps {
  item: Mastery;
  depth: number;
  may: boolean;
  /** Whether the item lifted may land here (a sibling). */
  canDrop: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One video or category, indented by its depth, with its handle to reorder it among its siblings. */
function MasteryRow({ item, depth, may, canDrop, onEdit, onDelete }: MasteryRowProps) {
  const { t } = useTranslation();
  const sortable = useSortableItem(item._id, { disabled: !may, canDrop });
  return (
    <ListItem
      ref={sortable.ref}
      style={sortable.style}
      divider
      sx={{ pl: 2 + depth * 4, opacity: sortable.dragging ? 0.6 : 1, bgcolor: 'background.paper' }}
      secondaryAction={
        may && (
          <>
            <Tooltip title={t('content.masteries.editName', { name: item.name })}>
              <IconButton onClick={onEdit}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('content.masteries.deleteName', { name: item.name })}>
              <IconButton onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )
      }
    >
      {may && (
        <Tooltip title={t('content.masteries.dragHint')}>
          <Box
            {...sortable.handle}
            aria-label={t('content.masteries.dragHandle', { name: item.name })}
            sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary', mr: 1, touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
        </Tooltip>
      )}
      <ListItemIcon sx={{ minWidth: 36 }}>
        {item.type === 'category' ? <FolderIcon color="primary" /> : <PlayCircleIcon color="action" />}
      </ListItemIcon>
      {item.poster && (
        <Box
          component="img"
          src={item.poster}
          alt=""
          sx={{ height: 36, width: 64, objectFit: 'cover', borderRadius: 0.5, mr: 2 }}
        />
      )}
      <ListItemText
        primary={item.name}
        secondary={item.description || undefined}
        slotProps={{ secondary: { noWrap: true, sx: { maxWidth: 520 } } }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, mr: 12 }}>
        {item.langs.map((l) => (
          <Chip key={l} size="small" label={l.toUpperCase()} variant="outlined" />
        ))}
      </Box>
    </ListItem>
  );
}
