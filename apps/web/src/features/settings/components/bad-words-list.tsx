import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { badWordsInputSchema } from '@signal-desk/domain/signal-support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverErrorSummary, submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DeleteIcon } from '../../../shared/ui/icons';
import { showToast } from '../../../shared/ui/toast-queue';
import { useAddBadWords } from '../api/add-bad-words';
import { useDeleteBadWord } from '../api/delete-bad-word';
import { useBadWords } from '../api/list-bad-words';
import { wordsOf } from './settings-form-values';

interface NewWordsValues {
  words: string;
}

/** The API's body, where no word at all is answered "required" (the API's list has no message of its own). */
const newWordsSchema = badWordsInputSchema.extend({
  words: z.array(badWordsInputSchema.shape.words.element).min(1, { message: 'required' }).max(100),
});
type NewWords = z.output<typeof newWordsSchema>;

const newWordsResolver = formResolver(newWordsSchema, (values: NewWordsValues) => ({
  words: wordsOf(values.words),
}));

/** The blacklist: words added several at a time, each removed after a confirmation. */
export function BadWordsList() {
  const { t } = useTranslation();
  const words = useBadWords();
  const add = useAddBadWords();
  const remove = useDeleteBadWord();
  const form = useForm<NewWordsValues, unknown, NewWords>({
    resolver: newWordsResolver,
    defaultValues: { words: '' },
  });
  const [toDelete, setToDelete] = useState<{ _id: string; text: string } | null>(null);

  const submit = submitOrPlaceErrors(form, (input) =>
    add.mutateAsync(input.words, {
      onSuccess: (added) => {
        form.reset();
        showToast(t('settings.badWords.added', { count: added.length }), 'success');
      },
      onError: (failure) =>
        showToast(t('settings.badWords.addFailed', { message: serverErrorSummary(t, failure) }), 'error'),
    }),
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => showToast(t('settings.badWords.deleted', { word: toDelete.text }), 'success'),
      onError: (failure) =>
        showToast(
          t('settings.badWords.deleteFailed', { word: toDelete.text, message: failure.message }),
          'error',
        ),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormTextField
          control={form.control}
          name="words"
          multiline
          minRows={2}
          fullWidth={false}
          label={t('settings.badWords.newWords')}
          helperText={t('settings.badWords.newWordsHelp')}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined" loading={add.isPending} sx={{ mt: 1 }}>
          {t('settings.badWords.add')}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('settings.badWords.listed', { count: words.data?.total ?? 0 })}
      </Typography>
      {words.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {words.isError && (
        <Typography color="error">{t('list.loadFailed', { message: words.error.message })}</Typography>
      )}
      {words.data && words.data.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('settings.badWords.none')}
        </Typography>
      )}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {words.data?.data.map((word) => (
          <Box
            component="li"
            key={word._id}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              pl: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
            }}
          >
            <Typography variant="body2">{word.text}</Typography>
            <IconButton
              size="small"
              aria-label={t('settings.badWords.delete', { word: word.text })}
              onClick={() => setToDelete(word)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('settings.badWords.deleteTitle')}
        message={t('settings.badWords.deleteConfirm', { word: toDelete?.text ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
