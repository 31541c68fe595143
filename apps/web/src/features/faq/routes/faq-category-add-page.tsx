import Paper from '@mui/material/Paper';
import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from '../components/category-form';

const route = getRouteApi('/shell/faq/addCategory');

/** `/faq/addCategory`: a new category or subcategory. */
export function FaqCategoryAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const save = useSaveCategory();
  return (
    <>
      <PageHeader title={t('content.faq.addCategory')} />
      <Paper sx={{ p: 3, maxWidth: 760 }}>
        <CategoryForm
          initial={{ app }}
          onCancel={() => void navigate({ to: PATHS.faq, search: { app } })}
          onSubmit={(input) =>
            save.mutateAsync(
              { input },
              {
                onSuccess: (created) => {
                  showToast(t('content.saved', { name: created.title }), 'success');
                  void navigate({
                    to: PATHS.faq,
                    search: { app: created.app, category: created._id },
                  });
                },
                onError: (error) =>
                  showToast(t('content.faq.submitFailed', { message: apiErrorText(t, error) }), 'error'),
              },
            )
          }
        />
      </Paper>
    </>
  );
}
