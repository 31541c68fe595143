import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { faqQueryOptions, useFaq } from '../api/get-faq';
import { useSaveFaq } from '../api/save-faq';
import { FaqForm } from '../components/faq-form';

const route = getRouteApi('/shell/faq/$id/edit');

/** `/faq/{id}/edit`: a question. A 404 on save means it was removed meanwhile: said, and dropped here. */
export function FaqEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const faq = useFaq(id);
  const save = useSaveFaq();

  if (faq.isPending) return <Skeleton variant="rounded" height={320} />;
  if (faq.isError)
    return (
      <Alert severity="error">
        {isApiError(faq.error, 404) ? t('content.gone') : apiErrorText(t, faq.error)}
      </Alert>
    );
  const item = faq.data;
  return (
    <>
      <PageHeader title={t('content.faq.editItem')} />
      <Paper sx={{ p: 3, maxWidth: 960 }}>
        <FaqForm
          initial={item}
          onCancel={() =>
            void navigate({ to: PATHS.faq, search: { app: item.app, category: item.categoryId } })
          }
          onSubmit={(input) =>
            save.mutateAsync(
              { id, input },
              {
                onSuccess: () => {
                  showToast(t('content.saved', { name: input.title }), 'success');
                  void navigate({
                    to: PATHS.faq,
                    search: { app: input.app, category: input.categoryId },
                  });
                },
                onError: (error) => {
                  if (isApiError(error, 404)) {
                    showToast(t('content.gone'), 'error');
                    queryClient.removeQueries({ queryKey: faqQueryOptions(id).queryKey });
                    void navigate({ to: PATHS.faq, search: { app: item.app } });
                  } else
                    showToast(t('content.faq.submitFailed', { message: apiErrorText(t, error) }), 'error');
                },
              },
            )
          }
        />
      </Paper>
    </>
  );
}
