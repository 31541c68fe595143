import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useFilter } from '../api/get-filter';
import { useSaveFilter } from '../api/save-filter';
import { FilterForm } from '../components/filter-form';

const route = getRouteApi('/shell/filters/$id/edit');

/** `/filters/{id}/edit`. */
export function FilterEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const navigate = useNavigate();
  const filter = useFilter(id);
  const save = useSaveFilter();
  if (filter.isPending) return <Skeleton variant="rounded" height={320} />;
  if (filter.isError)
    return (
      <Alert severity="error">
        {isApiError(filter.error, 404) ? t('content.gone') : apiErrorText(t, filter.error)}
      </Alert>
    );
  const item = filter.data;
  return (
    <>
      <PageHeader title={t('content.filters.edit', { name: item.label })} />
      <Paper sx={{ p: 3, maxWidth: 960 }}>
        <FilterForm
          type={item.type}
          initial={item}
          onCancel={() => void navigate({ to: PATHS.filters, search: { app: item.app } })}
          onSubmit={(input) =>
            save.mutateAsync(
              { id, input },
              {
                onSuccess: () => {
                  showToast(t('content.saved', { name: input.label }), 'success');
                  void navigate({ to: PATHS.filters, search: { app: input.app } });
                },
                onError: (error) => {
                  showToast(
                    isApiError(error, 404)
                      ? t('content.gone')
                      : t('content.filters.submitFailed', { message: apiErrorText(t, error) }),
                    'error',
                  );
                  if (isApiError(error, 404)) void navigate({ to: PATHS.filters, search: { app: item.app } });
                },
              },
            )
          }
        />
      </Paper>
    </>
  );
}
