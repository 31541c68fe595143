import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { APPS, type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import type { Faq, FaqCategory } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqCategories } from '../api/list-categories';
import { useCategoryFaqs } from '../api/list-category-faqs';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from '../components/category-form';

const route = getRouteApi('/shell/faq');

type Removing = { kind: 'category'; item: FaqCategory } | { kind: 'faq'; item: Faq };

/** `/faq?app=`: apps pedia. Categories (with subcategories) on the left, the chosen one's questions on the right. */
export function FaqPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const [removing, setRemoving] = useState<Removing | null>(null);
  const ordered = all
    .filter((c) => c.parentId === null)
    .flatMap((top) => [top, ...all.filter((c) => c.parentId === top._id)]);
  const go = (next: { app?: App; category?: string }) =>
    void navigate({
      to: PATHS.faq,
      search: { app, category: chosenId ?? undefined, ...next },
      replace: true,
    });

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.item.title;
    const done = {
      onSuccess: () => showToast(t('content.deleted', { name }), 'success'),
      onError: (error: unknown) =>
        showToast(
          isApiError(error, 404)
            ? t('content.gone')
            : t('content.deleteFailed', { name, message: apiErrorText(t, error) }),
          'error',
        ),
      onSettled: () => setRemoving(null),
    };
    if (removing.kind === 'category') deleteCategory.mutate(removing.item._id, done);
    else deleteFaq.mutate(removing.item._id, done);
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
      <Paper sx={{ p: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('content.app')}
          value={app}
          onChange={(e) => go({ app: e.target.value as App, category: undefined })}
          sx={{ minWidth: 220 }}
        >
          {APPS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`apps.${a}`)}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
      {categories.isError && <Alert severity="error">{apiErrorText(t, categories.error)}</Alert>}
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
                          setRemoving({ kind: 'category', item: category });
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
        <Paper
          component="section"
          aria-label={chosen?.title ?? t('content.faq.questionsTitle')}
          sx={{ p: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {chosen?.title ?? t('content.faq.questionsTitle')}
          </Typography>
          {faqs.isSuccess && faqs.data.data.length === 0 && (
            <Typography color="text.secondary">{t('content.faq.noQuestions')}</Typography>
          )}
          {(faqs.data?.data ?? []).map((faq) => (
            <Box key={faq._id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{faq.title}</Typography>
                {may && (
                  <>
                    <Tooltip title={t('content.faq.editName', { name: faq.title })}>
                      <IconButton size="small" component={Link} to={withId(PATHS.faqEdit, faq._id)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('content.faq.deleteName', { name: faq.title })}>
                      <IconButton size="small" onClick={() => setRemoving({ kind: 'faq', item: faq })}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Box>
              {/* The answer was reduced to an allow-list of markup by the server. */}
              <Box
                sx={{ color: 'text.secondary', '& img': { maxWidth: '100%' }, '& p': { my: 0.5 } }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list
                dangerouslySetInnerHTML={{ __html: faq.html }}
              />
            </Box>
          ))}
        </Paper>
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
      <ConfirmDialog
        open={removing !== null}
        title={t('content.faq.deleteTitle')}
        message={t('content.confirmDelete', { name: removing?.item.title ?? '' })}
        confirmLabel={t('common.delete')}
        busy={deleteCategory.isPending || deleteFaq.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
