import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { APPS, type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Filter } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteFilter } from '../api/delete-filter';
import { useFilters } from '../api/list-filters';

const route = getRouteApi('/shell/filters');

/** `/filters?app=`: filter categories by position, each followed by its items and their options. */
export function FiltersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['FILTER_MODERATE']);
  const filters = useFilters(app);
  const remove = useDeleteFilter();
  const [toDelete, setToDelete] = useState<Filter | null>(null);
  const all = filters.data?.data ?? [];
  const rows = all
    .filter((f) => f.type === 'category')
    .flatMap((category) => [category, ...all.filter((f) => f.parentId === category._id)]);

  return (
    <>
      <PageHeader
        title={t('nav.manageFilters')}
        actions={
          may && (
            <>
              <ButtonLink to={PATHS.filterCategoryAdd} search={{ app }} startIcon={<AddIcon />}>
                {t('content.filters.addCategory')}
              </ButtonLink>
              <ButtonLink
                to={PATHS.filterItemAdd}
                search={{ app }}
                variant="contained"
                startIcon={<AddIcon />}
                disabled={rows.length === 0}
              >
                {t('content.filters.addItem')}
              </ButtonLink>
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
                to: PATHS.filters,
                search: { app: e.target.value as App },
                replace: true,
              })
            }
            sx={{ minWidth: 220 }}
          >
            {APPS.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`apps.${a}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {filters.isError && <Alert severity="error">{apiErrorText(t, filters.error)}</Alert>}
        <Table aria-label={t('nav.manageFilters')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('content.filters.label')}</TableCell>
              <TableCell>{t('content.filters.position')}</TableCell>
              <TableCell>{t('content.filters.typeSelection')}</TableCell>
              <TableCell>{t('content.filters.options')}</TableCell>
              {may && <TableCell align="right">{t('common.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {filters.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{t('content.filters.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((filter) => (
              <TableRow key={filter._id} hover>
                <TableCell
                  sx={{
                    pl: filter.type === 'item' ? 6 : 2,
                    fontWeight: filter.type === 'category' ? 600 : 400,
                  }}
                >
                  {filter.label}
                  {filter.is_selected && (
                    <Chip size="small" sx={{ ml: 1 }} label={t('content.filters.selected')} />
                  )}
                </TableCell>
                <TableCell>{filter.position}</TableCell>
                <TableCell>
                  {filter.type === 'item' ? t(`content.filters.selection.${filter.typeSelection}`) : '—'}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {filter.filterData.map((option) => (
                      <Chip
                        key={option.id}
                        size="small"
                        variant={option.is_selected ? 'filled' : 'outlined'}
                        label={`${option.label} · ${option.id}`}
                      />
                    ))}
                  </Box>
                </TableCell>
                {may && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('content.filters.editName', { name: filter.label })}>
                      <IconButtonLink to={withId(PATHS.filterEdit, filter._id)}>
                        <EditIcon />
                      </IconButtonLink>
                    </Tooltip>
                    <Tooltip title={t('content.filters.deleteName', { name: filter.label })}>
                      <IconButton onClick={() => setToDelete(filter)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('content.filters.deleteTitle')}
        message={t('content.confirmDelete', { name: toDelete?.label ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => showToast(t('content.deleted', { name: target.label }), 'success'),
            onError: (error) =>
              showToast(
                t('content.deleteFailed', { name: target.label, message: apiErrorText(t, error) }),
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
