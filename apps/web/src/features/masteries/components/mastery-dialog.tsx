import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { App } from '@signal-desk/domain/apps';
import { type Mastery, type MasteryInput, masteryInputSchema } from '@signal-desk/domain/content';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations, TranslationsEditor } from '../../../shared/translations/translations-editor';
import { UploadField } from '../../../shared/uploads/upload-field';

interface MasteryDialogProps {
  app: App;
  /** The item edited, or the kind and parent of a new one. */
  editing: Mastery | { type: Mastery['type']; parentId: string | null };
  categories: readonly Mastery[];
  busy: boolean;
  onSave: (input: MasteryInput) => void;
  onClose: () => void;
}

/** Adds or edits a category or a video (a video needs its file; the poster is an image). */
export function MasteryDialog({ app, editing, categories, busy, onSave, onClose }: MasteryDialogProps) {
  const { t } = useTranslation();
  const existing = '_id' in editing ? editing : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [parentId, setParentId] = useState<string | null>(editing.parentId);
  const [video, setVideo] = useState<string | null>(existing?.presigned_url ?? null);
  const [poster, setPoster] = useState<string | null>(existing?.poster ?? null);
  const [langs, setLangs] = useState<Locale[]>(existing?.langs ?? ['en']);
  const [translations, setTranslations] = useState<TranslationTexts>(existing?.translations ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const type = editing.type;
  const parents = categories.filter((c) => c._id !== existing?._id);

  const submit = () => {
    const input = {
      app,
      name,
      description,
      type,
      parentId,
      presigned_url: type === 'video' ? video : null,
      poster,
      langs,
      translations: cleanTranslations(translations),
    };
    const parsed = masteryInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onSave(parsed.data);
  };
  const err = (field: string) =>
    errorText(t, errors[field] ? { message: errors[field], type: 'validate' } : undefined);
  const titleKey = existing ? 'edit' : type === 'video' ? 'addVideo' : 'addCategory';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t(`content.masteries.${titleKey}`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label={t('content.masteries.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={err('name')}
            required
          />
          <TextField
            label={t('content.masteries.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.description)}
            helperText={err('description')}
          />
          <TextField
            select
            label={t('content.masteries.parent')}
            value={parentId ?? ''}
            onChange={(e) => setParentId(e.target.value || null)}
            error={Boolean(errors.parentId)}
            helperText={err('parentId')}
          >
            {type === 'category' && <MenuItem value="">{t('content.masteries.topLevel')}</MenuItem>}
            {parents.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {type === 'video' && (
            <UploadField
              label={t('content.masteries.video')}
              kind="video"
              folder="masteries"
              value={video}
              onChange={setVideo}
              error={errors.presigned_url ? t('validation.videoRequired') : undefined}
            />
          )}
          <UploadField
            label={t('content.masteries.poster')}
            folder="masteries"
            value={poster}
            onChange={setPoster}
          />
          <Box>
            <FormLabel component="legend">{t('content.masteries.langs')}</FormLabel>
            <FormGroup row>
              {LOCALES.map((locale) => (
                <FormControlLabel
                  key={locale}
                  label={LOCALE_NAMES[locale]}
                  control={
                    <Checkbox
                      checked={langs.includes(locale)}
                      onChange={(e) =>
                        setLangs(e.target.checked ? [...langs, locale] : langs.filter((l) => l !== locale))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <TranslationsEditor
            fields={[
              { name: 'name', label: t('content.masteries.name') },
              { name: 'description', label: t('content.masteries.description'), multiline: true },
            ]}
            source={{ name, description }}
            value={translations}
            onChange={setTranslations}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={busy} onClick={submit}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
