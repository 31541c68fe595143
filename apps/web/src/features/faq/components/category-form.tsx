import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { APPS, type App } from '@signal-desk/domain/apps';
import { type FaqCategoryInput, faqCategoryInputSchema } from '@signal-desk/domain/content';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { FormTranslations } from '../../../shared/forms/form-translations';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations } from '../../../shared/translations/translations-editor';
import { useFaqCategories } from '../api/list-categories';

interface CategoryFormValues {
  title: string;
  app: App;
  /** '' for a top-level category. */
  parentId: string;
  translations: TranslationTexts;
}

const resolver = formResolver(faqCategoryInputSchema, (values: CategoryFormValues) => ({
  ...values,
  parentId: values.parentId || null,
  translations: cleanTranslations(values.translations),
}));

interface CategoryFormProps {
  initial: {
    app: App;
    title?: string;
    parentId?: string | null;
    translations?: TranslationTexts;
    _id?: string;
  };
  /** Saves; a refusal rejects, and its field errors land on the fields. */
  onSubmit: (input: FaqCategoryInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A category or subcategory: its title, app, parent and translations. */
export function CategoryForm({ initial, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const form = useForm<CategoryFormValues, unknown, z.output<typeof faqCategoryInputSchema>>({
    resolver,
    defaultValues: {
      title: initial.title ?? '',
      app: initial.app,
      parentId: initial.parentId ?? '',
      translations: initial.translations ?? {},
    },
  });
  const [app, title] = useWatch({ control: form.control, name: ['app', 'title'] });
  const parents = (useFaqCategories(app).data?.data ?? []).filter(
    (c) => c.parentId === null && c._id !== initial._id,
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submitOrPlaceErrors(form, onSubmit)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormTextField control={form.control} name="title" label={t('content.faq.categoryTitle')} required />
      <FormTextField control={form.control} name="app" select label={t('content.app')}>
        {APPS.map((a) => (
          <MenuItem key={a} value={a}>
            {t(`apps.${a}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={form.control}
        name="parentId"
        select
        label={t('content.faq.parent')}
        helperText={t('content.faq.parentHint')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('content.faq.noParent')}</MenuItem>
        {parents.map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {c.title}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTranslations
        control={form.control}
        name="translations"
        fields={[{ name: 'title', label: t('content.faq.categoryTitle') }]}
        source={{ title }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
