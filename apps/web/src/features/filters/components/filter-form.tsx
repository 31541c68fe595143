import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APPS, type App } from '@signal-desk/domain/apps';
import {
  type Filter,
  type FilterInput,
  filterInputSchema,
  TYPE_SELECTIONS,
} from '@signal-desk/domain/content';
import { type FieldError, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../shared/forms/error-message';
import { FormCheckbox } from '../../../shared/forms/form-checkbox';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { FormTranslations } from '../../../shared/forms/form-translations';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import { formDecimal, numberInputOrNull } from '../../../shared/numbers/number-input';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations } from '../../../shared/translations/translations-editor';
import { AddIcon, DeleteIcon } from '../../../shared/ui/icons';
import { useFilters } from '../api/list-filters';

interface OptionValues {
  id: string;
  label: string;
  is_selected: boolean;
  translations: TranslationTexts;
}

interface FilterFormValues {
  type: Filter['type'];
  app: App;
  label: string;
  /** '' until an item's category is chosen; a category has none. */
  parentId: string;
  translationKey: string;
  typeSelection: Filter['typeSelection'];
  /** As typed, in the admin's language. */
  position: string;
  is_selected: boolean;
  filterData: OptionValues[];
  translations: TranslationTexts;
}

const NEW_OPTION: OptionValues = { id: '', label: '', is_selected: false, translations: {} };

const resolver = formResolver(
  filterInputSchema,
  (values: FilterFormValues) => ({
    ...values,
    parentId: values.type === 'item' ? values.parentId || null : null,
    position: numberInputOrNull(values.position) ?? 0,
    filterData: values.filterData.map((option) => ({
      ...option,
      translations: cleanTranslations(option.translations),
    })),
    translations: cleanTranslations(values.translations),
  }),
  ['position'],
);

interface FilterFormProps {
  type: Filter['type'];
  initial: Partial<Filter> & { app: App };
  /** Saves; a refusal rejects, and its field errors land on the fields. */
  onSubmit: (input: FilterInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A filter category, or an item with its options (filterData: id, label, selected, translations). */
export function FilterForm({ type, initial, onSubmit, onCancel }: FilterFormProps) {
  const { t } = useTranslation();
  const form = useForm<FilterFormValues, unknown, z.output<typeof filterInputSchema>>({
    resolver,
    defaultValues: {
      type,
      app: initial.app,
      label: initial.label ?? '',
      parentId: initial.parentId ?? '',
      translationKey: initial.translationKey ?? '',
      typeSelection: initial.typeSelection ?? 'single',
      position: formDecimal(initial.position ?? 0),
      is_selected: initial.is_selected ?? false,
      // A new item starts with one option to fill: an item needs at least one.
      filterData: initial.filterData ?? (type === 'item' ? [NEW_OPTION] : []),
      translations: initial.translations ?? {},
    },
  });
  const options = useFieldArray({ control: form.control, name: 'filterData' });
  const [app, label, optionValues] = useWatch({
    control: form.control,
    name: ['app', 'label', 'filterData'],
  });
  const categories = (useFilters(app).data?.data ?? []).filter((f) => f.type === 'category');
  // "At least one option": the list's own error (the resolver's `root`, or the server's on the list).
  const optionsError: FieldError | undefined =
    get(form.formState.errors, 'filterData.root') ?? get(form.formState.errors, 'filterData');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submitOrPlaceErrors(form, onSubmit)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="label" label={t('content.filters.label')} required />
        <FormTextField control={form.control} name="app" select label={t('content.app')}>
          {APPS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`apps.${a}`)}
            </MenuItem>
          ))}
        </FormTextField>
        {type === 'item' && (
          <FormTextField
            control={form.control}
            name="parentId"
            select
            label={t('content.filters.category')}
            required
          >
            {categories.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.label}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormTextField
          control={form.control}
          name="position"
          label={t('content.filters.position')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="translationKey"
          label={t('content.filters.translationKey')}
        />
        {type === 'item' && (
          <FormTextField
            control={form.control}
            name="typeSelection"
            select
            label={t('content.filters.typeSelection')}
          >
            {TYPE_SELECTIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`content.filters.selection.${s}`)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Box>
      <FormCheckbox control={form.control} name="is_selected" label={t('content.filters.selected')} />
      {type === 'item' && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {t('content.filters.options')}
            </Typography>
            <Button size="small" startIcon={<AddIcon />} onClick={() => options.append(NEW_OPTION)}>
              {t('content.filters.addOption')}
            </Button>
          </Box>
          {optionsError?.message && <FormHelperText error>{errorText(t, optionsError)}</FormHelperText>}
          {options.fields.map((option, i) => (
            <Paper key={option.id} variant="outlined" sx={{ p: 2, mb: 1, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormTextField
                  control={form.control}
                  name={`filterData.${i}.id`}
                  size="small"
                  fullWidth={false}
                  label={t('content.filters.optionId')}
                />
                <FormTextField
                  control={form.control}
                  name={`filterData.${i}.label`}
                  size="small"
                  fullWidth={false}
                  label={t('content.filters.optionLabel')}
                  sx={{ flexGrow: 1 }}
                />
                <FormCheckbox
                  control={form.control}
                  name={`filterData.${i}.is_selected`}
                  label={t('content.filters.selected')}
                />
                <IconButton
                  aria-label={t('content.filters.removeOption', { number: i + 1 })}
                  onClick={() => options.remove(i)}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
              <FormTranslations
                control={form.control}
                name={`filterData.${i}.translations`}
                fields={[{ name: 'label', label: t('content.filters.optionLabel') }]}
                source={{ label: optionValues[i]?.label ?? '' }}
              />
            </Paper>
          ))}
        </Box>
      )}
      <FormTranslations
        control={form.control}
        name="translations"
        fields={[{ name: 'label', label: t('content.filters.label') }]}
        source={{ label }}
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
