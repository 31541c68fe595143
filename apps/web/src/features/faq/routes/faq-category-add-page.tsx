import Paper from '@mui/material/Paper';
import { appSchema, DEFAULT_APP } from '@signal-desk/domain/apps';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from '../components/category-form';

/** `/faq/addCategory`: a new category or subcategory. */
export function FaqCategoryAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { app?: unknown };
  const app = appSchema.catch(DEFAULT_APP).parse(search.app ?? DEFAULT_APP);
  const save = useSaveCategory();
  return (
    <>
      <PageHeader title={t('content.faq.addCategory')} />
      <Paper sx={{ p: 3, maxWidth: 760 }}>
        <CategoryForm
          initial={{ app }}
          busy={save.isPending}
          onCancel={() => void navigate({ to: PATHS.faq, search: { app } as never })}
          onSubmit={(input) =>
            save.mutate(
              { input },
              {
                onSuccess: (created) => {
                  showToast(t('content.saved', { name: created.title }), 'success');
                  void navigate({
                    to: PATHS.faq,
                    search: { app: created.app, category: created._id } as never,
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
