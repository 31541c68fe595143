import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPS, type App } from '@signal-desk/domain/apps';
import {
  type Filter,
  type FilterInput,
  filterInputSchema,
  TYPE_SELECTIONS,
} from '@signal-desk/domain/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import { formDecimal, isAmbiguousNumber, numberInputOrNull } from '../../../shared/numbers/number-input';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations, TranslationsEditor } from '../../../shared/translations/translations-editor';
import { AddIcon, DeleteIcon } from '../../../shared/ui/icons';
import { useFilters } from '../api/list-filters';

interface Option {
  /** A key for React while editing; not sent. */
  key: string;
  id: string;
  label: string;
  is_selected: boolean;
  translations: TranslationTexts;
}

let keys = 0;
const nextKey = () => `option-${++keys}`;

interface FilterFormProps {
  type: Filter['type'];
  initial: Partial<Filter> & { app: App };
  busy: boolean;
  onSubmit: (input: FilterInput) => void;
  onCancel: () => void;
}

/** A filter category, or an item with its options (filterData: id, label, selected, translations). */
export function FilterForm({ type, initial, busy, onSubmit, onCancel }: FilterFormProps) {
  const { t } = useTranslation();
  const [app, setApp] = useState<App>(initial.app);
  const [label, setLabel] = useState(initial.label ?? '');
  const [parentId, setParentId] = useState(initial.parentId ?? '');
  const [translationKey, setTranslationKey] = useState(initial.translationKey ?? '');
  const [typeSelection, setTypeSelection] = useState(initial.typeSelection ?? 'single');
  const [position, setPosition] = useState(formDecimal(initial.position ?? 0));
  const [selected, setSelected] = useState(initial.is_selected ?? false);
  const [options, setOptions] = useState<Option[]>(
    // A new item starts with one option to fill: an item needs at least one.
    (
      initial.filterData ??
      (type === 'item' ? [{ id: '', label: '', is_selected: false, translations: {} }] : [])
    ).map((o) => ({ ...o, key: nextKey() })),
  );
  const [translations, setTranslations] = useState<TranslationTexts>(initial.translations ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = (useFilters(app).data?.data ?? []).filter((f) => f.type === 'category');
  const err = (field: string) =>
    errorText(t, errors[field] ? { message: errors[field], type: 'validate' } : undefined);
  const setOption = (i: number, next: Partial<Option>) =>
    setOptions(options.map((o, j) => (j === i ? { ...o, ...next } : o)));

  const submit = () => {
    if (isAmbiguousNumber(position)) {
      setErrors({ position: 'numberAmbiguous' });
      return;
    }
    const parsed = filterInputSchema.safeParse({
      app,
      type,
      parentId: type === 'item' ? parentId || null : null,
      label,
      translationKey,
      typeSelection,
      position: numberInputOrNull(position) ?? 0,
      is_selected: selected,
      filterData: options.map(({ key: _key, ...o }) => ({
        ...o,
        translations: cleanTranslations(o.translations),
      })),
      translations: cleanTranslations(translations),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('content.filters.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={Boolean(errors.label)}
          helperText={err('label')}
          required
        />
        <TextField
          select
          label={t('content.app')}
          value={app}
          onChange={(e) => setApp(e.target.value as App)}
        >
          {APPS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`apps.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        {type === 'item' && (
          <TextField
            select
            label={t('content.filters.category')}
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
            error={Boolean(errors.parentId)}
            helperText={err('parentId')}
            required
          >
            {categories.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t('content.filters.position')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          error={Boolean(errors.position)}
          helperText={err('position')}
        />
        <TextField
          label={t('content.filters.translationKey')}
          value={translationKey}
          onChange={(e) => setTranslationKey(e.target.value)}
          error={Boolean(errors.translationKey)}
          helperText={err('translationKey')}
        />
        {type === 'item' && (
          <TextField
            select
            label={t('content.filters.typeSelection')}
            value={typeSelection}
            onChange={(e) => setTypeSelection(e.target.value as typeof typeSelection)}
          >
            {TYPE_SELECTIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`content.filters.selection.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={selected} onChange={(e) => setSelected(e.target.checked)} />}
        label={t('content.filters.selected')}
      />
      {type === 'item' && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {t('content.filters.options')}
            </Typography>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() =>
                setOptions([
                  ...options,
                  { key: nextKey(), id: '', label: '', is_selected: false, translations: {} },
                ])
              }
            >
              {t('content.filters.addOption')}
            </Button>
          </Box>
          {errors.filterData && <FormHelperText error>{err('filterData')}</FormHelperText>}
          {options.map((option, i) => (
            <Paper key={option.key} variant="outlined" sx={{ p: 2, mb: 1, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={t('content.filters.optionId')}
                  value={option.id}
                  onChange={(e) => setOption(i, { id: e.target.value })}
                  error={Boolean(errors[`filterData.${i}.id`])}
                  helperText={err(`filterData.${i}.id`)}
                />
                <TextField
                  size="small"
                  label={t('content.filters.optionLabel')}
                  value={option.label}
                  onChange={(e) => setOption(i, { label: e.target.value })}
                  error={Boolean(errors[`filterData.${i}.label`])}
                  helperText={err(`filterData.${i}.label`)}
                  sx={{ flexGrow: 1 }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={option.is_selected}
                      onChange={(e) => setOption(i, { is_selected: e.target.checked })}
                    />
                  }
                  label={t('content.filters.selected')}
                />
                <IconButton
                  aria-label={t('content.filters.removeOption', { number: i + 1 })}
                  onClick={() => setOptions(options.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
              <TranslationsEditor
                fields={[{ name: 'label', label: t('content.filters.optionLabel') }]}
                source={{ label: option.label }}
                value={option.translations}
                onChange={(next) => setOption(i, { translations: next })}
              />
            </Paper>
          ))}
        </Box>
      )}
      <TranslationsEditor
        fields={[{ name: 'label', label: t('content.filters.label') }]}
        source={{ label }}
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
