import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorSummary } from '../../../shared/forms/server-errors';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DeleteIcon } from '../../../shared/ui/icons';
import { showToast } from '../../../shared/ui/toast-queue';
import { useAddBadWords } from '../api/add-bad-words';
import { useDeleteBadWord } from '../api/delete-bad-word';
import { useBadWords } from '../api/list-bad-words';
import { wordsOf } from './settings-form-values';

/** The blacklist: words added several at a time, each removed after a confirmation. */
export function BadWordsList() {
  const { t } = useTranslation();
  const words = useBadWords();
  const add = useAddBadWords();
  const remove = useDeleteBadWord();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ _id: string; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = wordsOf(text);
    if (list.length === 0) {
      setError(t('validation.required'));
      return;
    }
    if (list.some((word) => word.length > 100)) {
      setError(t('validation.tooLong100'));
      return;
    }
    setError(null);
    add.mutate(list, {
      onSuccess: (added) => {
        setText('');
        showToast(t('settings.badWords.added', { count: added.length }), 'success');
      },
      onError: (failure) =>
        showToast(t('settings.badWords.addFailed', { message: serverErrorSummary(t, failure) }), 'error'),
    });
  };

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
        <TextField
          multiline
          minRows={2}
          label={t('settings.badWords.newWords')}
          helperText={error ?? t('settings.badWords.newWordsHelp')}
          error={error !== null}
          value={text}
          onChange={(event) => setText(event.target.value)}
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
