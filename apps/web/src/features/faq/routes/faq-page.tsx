import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { APPS, type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Faq, FaqCategory } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
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
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqCategories } from '../api/list-categories';
import { useCategoryFaqs } from '../api/list-category-faqs';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from '../components/category-form';

const route = getRouteApi('/shell/faq');

/** `/faq?app=`: apps pedia. Categories (with subcategories) on the left, the chosen one's questions on the right. */
export function FaqPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['FAQ_MODERATE']);
  const categories = useFaqCategories(app);
  const all = categories.data?.data ?? [];
  const chosenId =
    typeof search.category === 'string' && all.some((c) => c._id === search.category)
      ? search.category
      : (all[0]?._id ?? null);
  const chosen = all.find((c) => c._id === chosenId) ?? null;
  const faqs = useCategoryFaqs(chosenId);
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const deleteFaq = useDeleteFaq();
  const [editing, setEditing] = useState<FaqCategory | null>(null);
  const confirm = useConfirm();
  const ordered = all
    .filter((c) => c.parentId === null)
    .flatMap((top) => [top, ...all.filter((c) => c.parentId === top._id)]);
  const go = (next: { app?: App; category?: string }) =>
    void navigate({ search: { app, category: chosenId ?? undefined, ...next }, replace: true });

  /** Deletes a category or a question, once confirmed. */
  const askRemove = (item: FaqCategory | Faq, remove: (id: string) => Promise<unknown>) => {
    const name = item.title;
    confirm.ask({
      title: t('content.faq.deleteTitle'),
      message: t('content.confirmDelete', { name }),
      confirmLabel: t('common.delete'),
      run: () =>
        remove(item._id).then(
          () => showToast(t('content.deleted', { name }), 'success'),
          (error: unknown) => {
            showToast(
              isApiError(error, 404)
                ? t('content.gone')
                : t('content.deleteFailed', { name, message: apiErrorText(t, error) }),
              'error',
            );
          },
        ),
    });
  };

  return (
    <>
      <PageHeader
        title={t('nav.appsPedia')}
        actions={
          may && (
            <>
              <ButtonLink to={PATHS.faqCategoryAdd} search={{ app }} startIcon={<AddIcon />}>
                {t('content.faq.addCategory')}
              </ButtonLink>
              <ButtonLink
                to={PATHS.faqItemAdd}
                search={{ app, category: chosenId ?? undefined }}
                variant="contained"
                startIcon={<AddIcon />}
                disabled={all.length === 0}
              >
                {t('content.faq.addItem')}
              </ButtonLink>
            </>
          )
        }
      />
      <Paper sx={{ mb: 2 }}>
        <ListToolbar
          app={{
            value: app,
            options: APPS,
            onChange: (next) => go({ app: next, category: undefined }),
          }}
        />
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label={t('content.faq.categories')}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 2 }}>
            {t('content.faq.categories')}
          </Typography>
          {categories.isError && (
            <Typography color="error" sx={{ p: 2 }}>
              {t('list.loadFailed', { message: apiErrorText(t, categories.error) })}
            </Typography>
          )}
          {categories.isSuccess && all.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('content.faq.noCategories')}
            </Typography>
          )}
          <List dense>
            {ordered.map((category) => (
              <ListItemButton
                key={category._id}
                selected={category._id === chosenId}
                onClick={() => go({ category: category._id })}
                sx={{ pl: category.parentId ? 5 : 2 }}
              >
                <ListItemText
                  primary={category.title}
                  secondary={t('content.faq.questions', { count: category.faqCount })}
                />
                {may && (
                  <>
                    <Tooltip title={t('content.faq.editName', { name: category.title })}>
                      <IconButton
                        size="small"
                        onClick={(e) => {
                          e.stopPropagation();
                          setEditing(category);
                        }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('content.faq.deleteName', { name: category.title })}>
                      <IconButton
                        size="small"
                        onClick={(e) => {
                          e.stopPropagation();
                          askRemove(category, deleteCategory.mutateAsync);
                        }}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <ListTable
          title={chosen?.title ?? t('content.faq.questionsTitle')}
          label={chosen?.title ?? t('content.faq.questionsTitle')}
          query={chosenId === null ? { ...categories, data: categories.data && { data: [] } } : faqs}
          emptyText={t('content.faq.noQuestions')}
          rowKey={(faq) => faq._id}
          columns={[
            { header: t('content.faq.question'), cell: (faq) => faq.title },
            {
              header: t('content.faq.answer'),
              cell: (faq) => (
                // The answer was reduced to an allow-list of markup by the server.
                <Box
                  sx={{ color: 'text.secondary', '& img': { maxWidth: '100%' }, '& p': { my: 0.5 } }}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list
                  dangerouslySetInnerHTML={{ __html: faq.html }}
                />
              ),
            },
          ]}
          actions={
            may
              ? (faq) => (
                  <>
                    <IconButtonLink
                      to={PATHS.faqEdit}
                      params={{ id: faq._id }}
                      aria-label={t('content.faq.editName', { name: faq.title })}
                      title={t('content.faq.editName', { name: faq.title })}
                    >
                      <EditIcon />
                    </IconButtonLink>
                    <RowAction
                      label={t('content.faq.deleteName', { name: faq.title })}
                      icon={<DeleteIcon />}
                      color="error"
                      onClick={() => askRemove(faq, deleteFaq.mutateAsync)}
                    />
                  </>
                )
              : undefined
          }
        />
      </Box>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('content.faq.editCategory')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {editing && (
            <CategoryForm
              initial={editing}
              onCancel={() => setEditing(null)}
              onSubmit={(input) =>
                saveCategory.mutateAsync(
                  { id: editing._id, input },
                  {
                    onSuccess: () => {
                      showToast(t('content.saved', { name: input.title }), 'success');
                      setEditing(null);
                    },
                    onError: (error) => {
                      showToast(
                        isApiError(error, 404)
                          ? t('content.gone')
                          : t('content.faq.submitFailed', { message: apiErrorText(t, error) }),
                        'error',
                      );
                      if (isApiError(error, 404)) setEditing(null);
                    },
                  },
                )
              }
            />
          )}
        </DialogContent>
      </Dialog>
      {confirm.dialog}
    </>
  );
}
