import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPS, type App } from '@signal-desk/domain/apps';
import { type FaqInput, faqInputSchema } from '@signal-desk/domain/content';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations, TranslationsEditor } from '../../../shared/translations/translations-editor';
import { useFaqCategories } from '../api/list-categories';
import { removeFaqImage } from '../api/remove-image';
import { FaqEditor, imagesOf } from './rich-text-editor';

interface FaqFormProps {
  initial: { app: App; categoryId?: string; title?: string; html?: string; translations?: TranslationTexts };
  busy: boolean;
  onSubmit: (input: FaqInput) => Promise<boolean>;
  onCancel: () => void;
}

const allImages = (html: string, translations: TranslationTexts) => [
  ...imagesOf(html),
  ...Object.values(translations).flatMap((t) => imagesOf(t?.html ?? '')),
];

/** A question: title, app, category, its rich answer, and their translations. */
export function FaqForm({ initial, busy, onSubmit, onCancel }: FaqFormProps) {
  const { t } = useTranslation();
  const [app, setApp] = useState<App>(initial.app);
  const [categoryId, setCategoryId] = useState(initial.categoryId ?? '');
  const [title, setTitle] = useState(initial.title ?? '');
  const [html, setHtml] = useState(initial.html ?? '');
  const [translations, setTranslations] = useState<TranslationTexts>(initial.translations ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useFaqCategories(app).data?.data ?? [];
  const before = useRef(allImages(initial.html ?? '', initial.translations ?? {}));
  const uploaded = useRef<string[]>([]);
  const err = (field: string) =>
    errorText(t, errors[field] ? { message: errors[field], type: 'validate' } : undefined);
  const onUploaded = (url: string) => uploaded.current.push(url);

  /** Images uploaded or used before but not in the answer kept: removed from storage (best effort). */
  const removeUnused = (kept: string[]) => {
    for (const url of new Set([...before.current, ...uploaded.current]))
      if (!kept.includes(url)) void removeFaqImage(url).catch(() => {});
  };

  const submit = async () => {
    const cleaned = cleanTranslations(translations);
    const parsed = faqInputSchema.safeParse({ app, categoryId, title, html, translations: cleaned });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (await onSubmit(parsed.data)) removeUnused(allImages(html, cleaned));
  };

  const editor = (value: string, onChange: (v: string) => void, label: string) => (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <FaqEditor value={value} onChange={onChange} onUploaded={onUploaded} label={label} />
    </>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('content.faq.question')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={err('title')}
        required
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('content.app')}
          value={app}
          onChange={(e) => {
            setApp(e.target.value as App);
            setCategoryId('');
          }}
        >
          {APPS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`apps.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('content.faq.category')}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          error={Boolean(errors.categoryId)}
          helperText={err('categoryId')}
          required
        >
          {categories.map((c) => (
            <MenuItem key={c._id} value={c._id} sx={{ pl: c.parentId ? 4 : 2 }}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        {editor(html, setHtml, t('content.faq.answer'))}
        {errors.html && <FormHelperText error>{err('html')}</FormHelperText>}
      </Box>
      <TranslationsEditor
        fields={[
          { name: 'title', label: t('content.faq.question') },
          { name: 'html', label: t('content.faq.answer'), html: true },
        ]}
        source={{ title, html }}
        value={translations}
        onChange={setTranslations}
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
        <Button variant="contained" loading={busy} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
