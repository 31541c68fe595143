import Paper from '@mui/material/Paper';
import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSaveFaq } from '../api/save-faq';
import { FaqForm } from '../components/faq-form';

const route = getRouteApi('/shell/faq/addItem');

/** `/faq/addItem`: a new question. */
export function FaqItemAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const save = useSaveFaq();
  return (
    <>
      <PageHeader title={t('content.faq.addItem')} />
      <Paper sx={{ p: 3, maxWidth: 960 }}>
        <FaqForm
          initial={{ app, categoryId: typeof search.category === 'string' ? search.category : undefined }}
          onCancel={() => void navigate({ to: PATHS.faq, search: { app } })}
          onSubmit={(input) =>
            save.mutateAsync(
              { input },
              {
                onSuccess: (created) => {
                  showToast(t('content.saved', { name: created.title }), 'success');
                  void navigate({
                    to: PATHS.faq,
                    search: { app: created.app, category: created.categoryId },
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
