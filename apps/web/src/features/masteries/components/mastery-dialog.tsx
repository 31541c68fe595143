import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import type { App } from '@signal-desk/domain/apps';
import { type Mastery, type MasteryInput, masteryInputSchema } from '@signal-desk/domain/content';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locales';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../shared/forms/error-message';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { FormTranslations } from '../../../shared/forms/form-translations';
import { FormUploadField } from '../../../shared/forms/form-upload-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations } from '../../../shared/translations/translations-editor';

interface MasteryFormValues {
  app: App;
  type: Mastery['type'];
  name: string;
  description: string;
  /** '' for a top-level category. */
  parentId: string;
  presigned_url: string | null;
  poster: string | null;
  langs: Locale[];
  translations: TranslationTexts;
}

const resolver = formResolver(masteryInputSchema, (values: MasteryFormValues) => ({
  ...values,
  parentId: values.parentId || null,
  presigned_url: values.type === 'video' ? values.presigned_url : null,
  translations: cleanTranslations(values.translations),
}));

interface MasteryDialogProps {
  app: App;
  /** The item edited, or the kind and parent of a new one. */
  editing: Mastery | { type: Mastery['type']; parentId: string | null };
  categories: readonly Mastery[];
  /** Saves; a refusal rejects, and its field errors land on the fields. */
  onSave: (input: MasteryInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits a category or a video (a video needs its file; the poster is an image). */
export function MasteryDialog({ app, editing, categories, onSave, onClose }: MasteryDialogProps) {
  const { t } = useTranslation();
  const existing = '_id' in editing ? editing : null;
  const type = editing.type;
  const form = useForm<MasteryFormValues, unknown, z.output<typeof masteryInputSchema>>({
    resolver,
    defaultValues: {
      app,
      type,
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      parentId: editing.parentId ?? '',
      presigned_url: existing?.presigned_url ?? null,
      poster: existing?.poster ?? null,
      langs: existing?.langs ?? ['en'],
      translations: existing?.translations ?? {},
    },
  });
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const parents = categories.filter((c) => c._id !== existing?._id);
  const titleKey = existing ? 'edit' : type === 'video' ? 'addVideo' : 'addCategory';
  const submit = submitOrPlaceErrors(form, onSave);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t(`content.masteries.${titleKey}`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField control={form.control} name="name" label={t('content.masteries.name')} required />
          <FormTextField
            control={form.control}
            name="description"
            label={t('content.masteries.description')}
            multiline
            minRows={2}
          />
          <FormTextField
            control={form.control}
            name="parentId"
            select
            label={t('content.masteries.parent')}
            required={type === 'video'}
          >
            {type === 'category' && <MenuItem value="">{t('content.masteries.topLevel')}</MenuItem>}
            {parents.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </FormTextField>
          {type === 'video' && (
            <FormUploadField
              control={form.control}
              name="presigned_url"
              label={t('content.masteries.video')}
              kind="video"
              folder="masteries"
            />
          )}
          <FormUploadField
            control={form.control}
            name="poster"
            label={t('content.masteries.poster')}
            folder="masteries"
          />
          <Controller
            control={form.control}
            name="langs"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined}>
                <FormLabel component="legend">{t('content.masteries.langs')}</FormLabel>
                <FormGroup row>
                  {LOCALES.map((locale) => (
                    <FormControlLabel
                      key={locale}
                      label={LOCALE_NAMES[locale]}
                      control={
                        <Checkbox
                          checked={field.value.includes(locale)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, locale]
                                : field.value.filter((l) => l !== locale),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{errorText(t, fieldState.error)}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTranslations
            control={form.control}
            name="translations"
            fields={[
              { name: 'name', label: t('content.masteries.name') },
              { name: 'description', label: t('content.masteries.description'), multiline: true },
            ]}
            source={{ name, description }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={form.formState.isSubmitting} onClick={submit}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
