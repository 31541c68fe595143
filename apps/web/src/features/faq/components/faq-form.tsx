import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { APPS, type App } from '@signal-desk/domain/apps';
import { type FaqInput, faqInputSchema } from '@signal-desk/domain/content';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../shared/forms/error-message';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { FormTranslations } from '../../../shared/forms/form-translations';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations } from '../../../shared/translations/translations-editor';
import { useFaqCategories } from '../api/list-categories';
import { removeFaqImage } from '../api/remove-image';
import { FaqEditor, imagesOf } from './rich-text-editor';

interface FaqFormValues {
  title: string;
  app: App;
  categoryId: string;
  html: string;
  translations: TranslationTexts;
}

const resolver = formResolver(faqInputSchema, (values: FaqFormValues) => ({
  ...values,
  translations: cleanTranslations(values.translations),
}));

interface FaqFormProps {
  initial: { app: App; categoryId?: string; title?: string; html?: string; translations?: TranslationTexts };
  /** Saves; a refusal rejects, and its field errors land on the fields. */
  onSubmit: (input: FaqInput) => Promise<unknown>;
  onCancel: () => void;
}

const allImages = (html: string, translations: TranslationTexts) => [
  ...imagesOf(html),
  ...Object.values(translations).flatMap((t) => imagesOf(t?.html ?? '')),
];

/** A question: title, app, category, its rich answer, and their translations. */
export function FaqForm({ initial, onSubmit, onCancel }: FaqFormProps) {
  const { t } = useTranslation();
  const form = useForm<FaqFormValues, unknown, z.output<typeof faqInputSchema>>({
    resolver,
    defaultValues: {
      title: initial.title ?? '',
      app: initial.app,
      categoryId: initial.categoryId ?? '',
      html: initial.html ?? '',
      translations: initial.translations ?? {},
    },
  });
  const [app, title, html] = useWatch({ control: form.control, name: ['app', 'title', 'html'] });
  const categories = useFaqCategories(app).data?.data ?? [];
  // Another app has other categories: the one chosen no longer applies.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === 'app') form.setValue('categoryId', '');
    });
    return () => watching.unsubscribe();
  }, [form]);

  const before = useRef(allImages(initial.html ?? '', initial.translations ?? {}));
  const uploaded = useRef<string[]>([]);
  const onUploaded = (url: string) => uploaded.current.push(url);
  /** Images uploaded or used before but not in the answer kept: removed from storage (best effort). */
  const removeUnused = (kept: string[]) => {
    for (const url of new Set([...before.current, ...uploaded.current]))
      if (!kept.includes(url)) void removeFaqImage(url).catch(() => {});
  };

  const submit = submitOrPlaceErrors(form, async (input) => {
    await onSubmit(input);
    removeUnused(allImages(input.html, input.translations));
  });

  const editor = (value: string, onChange: (v: string) => void, label: string) => (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <FaqEditor value={value} onChange={onChange} onUploaded={onUploaded} label={label} />
    </>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={form.control} name="title" label={t('content.faq.question')} required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="app" select label={t('content.app')}>
          {APPS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`apps.${a}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="categoryId"
          select
          label={t('content.faq.category')}
          required
        >
          {categories.map((c) => (
            <MenuItem key={c._id} value={c._id} sx={{ pl: c.parentId ? 4 : 2 }}>
              {c.title}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Controller
        control={form.control}
        name="html"
        render={({ field, fieldState }) => (
          <Box>
            {editor(field.value, field.onChange, t('content.faq.answer'))}
            {fieldState.error && <FormHelperText error>{errorText(t, fieldState.error)}</FormHelperText>}
          </Box>
        )}
      />
      <FormTranslations
        control={form.control}
        name="translations"
        fields={[
          { name: 'title', label: t('content.faq.question') },
          { name: 'html', label: t('content.faq.answer'), html: true },
        ]}
        source={{ title, html }}
        renderEditor={editor}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            removeUnused(before.current);
            onCancel();
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
