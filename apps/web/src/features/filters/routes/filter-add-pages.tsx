import Paper from '@mui/material/Paper';
import { type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Filter } from '@signal-desk/domain/content';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSaveFilter } from '../api/save-filter';
import { FilterForm } from '../components/filter-form';

const categoryRoute = getRouteApi('/shell/filters/addCategory');
const itemRoute = getRouteApi('/shell/filters/addItem');

function FilterAddPage({ type, app }: { type: Filter['type']; app: App }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFilter();
  return (
    <>
      <PageHeader
        title={t(type === 'category' ? 'content.filters.addCategory' : 'content.filters.addItem')}
      />
      <Paper sx={{ p: 3, maxWidth: 960 }}>
        <FilterForm
          type={type}
          initial={{ app }}
          onCancel={() => void navigate({ to: PATHS.filters, search: { app } })}
          onSubmit={(input) =>
            save.mutateAsync(
              { input },
              {
                onSuccess: (created) => {
                  showToast(t('content.saved', { name: created.label }), 'success');
                  void navigate({ to: PATHS.filters, search: { app: created.app } });
                },
                onError: (error) =>
                  showToast(t('content.filters.submitFailed', { message: apiErrorText(t, error) }), 'error'),
              },
            )
          }
        />
      </Paper>
    </>
  );
}

/** `/filters/addCategory`. */
export function FilterCategoryAddPage() {
  const { app } = categoryRoute.useSearch();
  return <FilterAddPage type="category" app={app ?? DEFAULT_APP} />;
}
/** `/filters/addItem`. */
export function FilterItemAddPage() {
  const { app } = itemRoute.useSearch();
  return <FilterAddPage type="item" app={app ?? DEFAULT_APP} />;
}
