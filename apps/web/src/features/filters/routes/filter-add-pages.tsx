import Paper from '@mui/material/Paper';
import { appSchema, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Filter } from '@signal-desk/domain/content';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSaveFilter } from '../api/save-filter';
import { FilterForm } from '../components/filter-form';

function FilterAddPage({ type }: { type: Filter['type'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { app?: unknown };
  const app = appSchema.catch(DEFAULT_APP).parse(search.app ?? DEFAULT_APP);
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
          busy={save.isPending}
          onCancel={() => void navigate({ to: PATHS.filters, search: { app } as never })}
          onSubmit={(input) =>
            save.mutate(
              { input },
              {
                onSuccess: (created) => {
                  showToast(t('content.saved', { name: created.label }), 'success');
                  void navigate({ to: PATHS.filters, search: { app: created.app } as never });
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
export const FilterCategoryAddPage = () => <FilterAddPage type="category" />;
/** `/filters/addItem`. */
export const FilterItemAddPage = () => <FilterAddPage type="item" />;
