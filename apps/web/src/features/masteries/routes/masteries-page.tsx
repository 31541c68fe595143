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
import { useState } from 'react';
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
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteMastery } from '../api/delete-mastery';
import { useMasteries } from '../api/list-masteries';
import { useReorderChildren } from '../api/reorder-children';
import { useSaveMastery } from '../api/save-mastery';
import { MasteryDialog } from '../components/mastery-dialog';
import { flattenTree, reorderedSiblings } from '../components/mastery-tree';

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
  const [dragging, setDragging] = useState<Mastery | null>(null);
  const items = masteries.data?.data ?? [];
  const nodes = flattenTree(items);
  const categories = items.filter((i) => i.type === 'category');

  /** A 404 means someone removed it meanwhile: say so; the refreshed list drops it here too. */
  const failed = (name: string, error: unknown) =>
    showToast(
      isApiError(error, 404)
        ? t('content.gone')
        : t('content.masteries.saveFailed', { name, message: apiErrorText(t, error) }),
      'error',
    );

  /** The keyboard way to reorder: one place up or down among its siblings. */
  const moveBy = (item: Mastery, delta: -1 | 1) => {
    const siblings = items.filter((i) => i.parentId === item.parentId).sort((a, b) => a.order - b.order);
    const target = siblings[siblings.findIndex((s) => s._id === item._id) + delta];
    if (!target) return;
    const orderHashMap = reorderedSiblings(siblings, item._id, target._id);
    reorder.mutate(
      { parentId: item.parentId, orderHashMap },
      { onError: (error) => failed(item.name, error) },
    );
  };

  const drop = (target: Mastery) => {
    const moved = dragging;
    setDragging(null);
    if (!moved || moved._id === target._id || moved.parentId !== target.parentId) return;
    const siblings = items.filter((i) => i.parentId === target.parentId);
    const orderHashMap = reorderedSiblings(siblings, moved._id, target._id);
    reorder.mutate(
      { parentId: target.parentId, orderHashMap },
      { onError: (error) => failed(moved.name, error) },
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
        {masteries.isSuccess && nodes.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('content.masteries.empty')}
          </Typography>
        )}
        <List aria-label={t('nav.masteries')}>
          {nodes.map(({ item, depth }) => (
            <ListItem
              key={item._id}
              divider
              sx={{ pl: 2 + depth * 4, opacity: dragging?._id === item._id ? 0.5 : 1 }}
              onDragOver={(e) => {
                if (dragging && dragging.parentId === item.parentId) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                drop(item);
              }}
              secondaryAction={
                may && (
                  <>
                    <Tooltip title={t('content.masteries.editName', { name: item.name })}>
                      <IconButton onClick={() => setEditing(item)}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('content.masteries.deleteName', { name: item.name })}>
                      <IconButton onClick={() => setToDelete(item)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                )
              }
            >
              {may && (
                <Box
                  draggable
                  onDragStart={() => setDragging(item)}
                  onDragEnd={() => setDragging(null)}
                  role="button"
                  tabIndex={0}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    moveBy(item, event.key === 'ArrowUp' ? -1 : 1);
                  }}
                  sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary', mr: 1 }}
                  aria-label={t('content.masteries.dragHint')}
                >
                  <DragIndicatorIcon fontSize="small" />
                </Box>
              )}
              <ListItemIcon sx={{ minWidth: 36 }}>
                {item.type === 'category' ? (
                  <FolderIcon color="primary" />
                ) : (
                  <PlayCircleIcon color="action" />
                )}
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
          ))}
        </List>
      </Paper>
      {editing && (
        <MasteryDialog
          key={'_id' in editing ? editing._id : `new-${editing.type}`}
          app={app}
          editing={editing}
          categories={categories}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            save.mutate(
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
