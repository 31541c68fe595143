import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { APPS, type App } from '@signal-desk/domain/apps';
import { type FaqCategory, type FaqCategoryInput, faqCategoryInputSchema } from '@signal-desk/domain/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations, TranslationsEditor } from '../../../shared/translations/translations-editor';
import { useFaqCategories } from '../api/list-categories';

interface CategoryFormProps {
  initial: {
    app: App;
    title?: string;
    parentId?: string | null;
    translations?: TranslationTexts;
    _id?: string;
  };
  busy: boolean;
  onSubmit: (input: FaqCategoryInput) => void;
  onCancel: () => void;
}

/** A category or subcategory: its title, app, parent and translations. */
export function CategoryForm({ initial, busy, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const [app, setApp] = useState<App>(initial.app);
  const [title, setTitle] = useState(initial.title ?? '');
  const [parentId, setParentId] = useState<string | null>(initial.parentId ?? null);
  const [translations, setTranslations] = useState<TranslationTexts>(initial.translations ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parents = (useFaqCategories(app).data?.data ?? []).filter(
    (c: FaqCategory) => c.parentId === null && c._id !== initial._id,
  );
  const err = (field: string) =>
    errorText(t, errors[field] ? { message: errors[field], type: 'validate' } : undefined);

  const submit = () => {
    const parsed = faqCategoryInputSchema.safeParse({
      app,
      title,
      parentId,
      translations: cleanTranslations(translations),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('content.faq.categoryTitle')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={err('title')}
        required
      />
      <TextField select label={t('content.app')} value={app} onChange={(e) => setApp(e.target.value as App)}>
        {APPS.map((a) => (
          <MenuItem key={a} value={a}>
            {t(`apps.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('content.faq.parent')}
        value={parentId ?? ''}
        onChange={(e) => setParentId(e.target.value || null)}
        error={Boolean(errors.parentId)}
        helperText={err('parentId') ?? t('content.faq.parentHint')}
      >
        <MenuItem value="">{t('content.faq.noParent')}</MenuItem>
        {parents.map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
      <TranslationsEditor
        fields={[{ name: 'title', label: t('content.faq.categoryTitle') }]}
        source={{ title }}
        value={translations}
        onChange={setTranslations}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={busy} onClick={submit}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
