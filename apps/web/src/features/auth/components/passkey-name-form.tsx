import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { passkeyRenameInputSchema } from '@signal-desk/domain/two-factor';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';

interface PasskeyNameFormProps {
  /** The name the field starts with (a rename). */
  defaultName?: string;
  submitLabel: string;
  /** Registers or renames the passkey; rejects with the error when refused or cancelled. */
  onSave: (name: string) => Promise<unknown>;
  /** A failure that names no field (the browser's prompt cancelled, a refusal): the caller says it. */
  onFailure: (error: unknown) => void;
  onCancel?: () => void;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** The name of a passkey, to add one (the browser asks for it on submit) or to rename one. */
export function PasskeyNameForm({
  defaultName = '',
  submitLabel,
  onSave,
  onFailure,
  onCancel,
  helperText,
  size = 'medium',
}: PasskeyNameFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: formResolver(passkeyRenameInputSchema, (v) => v),
    defaultValues: { name: defaultName },
  });
  const submit = submitOrPlaceErrors(
    form,
    async ({ name }) => {
      await onSave(name);
      form.reset({ name: '' });
    },
    { onUnplaced: onFailure },
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap', width: '100%' }}
    >
      <FormTextField
        control={form.control}
        name="name"
        size={size}
        label={t('twoFactor.passkeyName')}
        helperText={helperText}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: '1 1 180px' }}
      />
      <Button type="submit" variant="outlined" size={size} loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button size={size} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
    </Box>
  );
}
