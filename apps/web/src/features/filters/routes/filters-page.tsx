import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { APPS, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Filter } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteFilter } from '../api/delete-filter';
import { useFilters } from '../api/list-filters';

const route = getRouteApi('/shell/filters');

/** `/filters?app=`: filter categories by position, each followed by its items and their options. */
export function FiltersPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const app = route.useSearch().app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['FILTER_MODERATE']);
  const filters = useFilters(app);
  const remove = useDeleteFilter();
  const confirm = useConfirm();
  const all = filters.data?.data ?? [];
  const rows = all
    .filter((f) => f.type === 'category')
    .flatMap((category) => [category, ...all.filter((f) => f.parentId === category._id)]);

  const askDelete = (filter: Filter) => {
    const name = filter.label;
    confirm.ask({
      title: t('content.filters.deleteTitle'),
      message: t('content.confirmDelete', { name }),
      confirmLabel: t('common.delete'),
      run: () =>
        remove.mutateAsync(filter._id, {
          onSuccess: () => showToast(t('content.deleted', { name }), 'success'),
          onError: (error) =>
            showToast(t('content.deleteFailed', { name, message: apiErrorText(t, error) }), 'error'),
        }),
    });
  };

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
      <ListTable
        label={t('nav.manageFilters')}
        query={{ ...filters, data: filters.data && { data: rows } }}
        emptyText={t('content.filters.empty')}
        toolbar={
          <ListToolbar
            app={{
              value: app,
              options: APPS,
              onChange: (next) => void navigate({ search: { app: next }, replace: true }),
            }}
          />
        }
        rowKey={(filter) => filter._id}
        columns={[
          {
            header: t('content.filters.label'),
            cell: (filter) => (
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  pl: filter.type === 'item' ? 4 : 0,
                  fontWeight: filter.type === 'category' ? 600 : 400,
                }}
              >
                {filter.label}
                {filter.is_selected && (
                  <Chip size="small" sx={{ ml: 1 }} label={t('content.filters.selected')} />
                )}
              </Box>
            ),
          },
          { header: t('content.filters.position'), cell: (filter) => filter.position },
          {
            header: t('content.filters.typeSelection'),
            cell: (filter) =>
              filter.type === 'item' ? t(`content.filters.selection.${filter.typeSelection}`) : '—',
          },
          {
            header: t('content.filters.options'),
            cell: (filter) => (
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
            ),
          },
        ]}
        actions={
          may
            ? (filter) => (
                <>
                  <IconButtonLink
                    to={PATHS.filterEdit}
                    params={{ id: filter._id }}
                    aria-label={t('content.filters.editName', { name: filter.label })}
                    title={t('content.filters.editName', { name: filter.label })}
                  >
                    <EditIcon />
                  </IconButtonLink>
                  <RowAction
                    label={t('content.filters.deleteName', { name: filter.label })}
                    icon={<DeleteIcon />}
                    color="error"
                    onClick={() => askDelete(filter)}
                  />
                </>
              )
            : undefined
        }
      />
      {confirm.dialog}
    </>
  );
}
