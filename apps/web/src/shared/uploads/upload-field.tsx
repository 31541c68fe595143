import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UploadFolder } from '@signal-desk/domain/uploads';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { apiErrorText } from '../api/error-reasons';
import { useSettings } from '../settings/settings-query';
import { useUploadFile } from './upload-file';

export interface UploadFieldProps {
  label: string;
  /** The stored file's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  folder: UploadFolder;
  kind?: 'image' | 'video';
  error?: string;
  disabled?: boolean;
}

const ACCEPT = { image: 'image/jpeg,image/png', video: 'video/mp4,video/webm' };
const MB = 1024 * 1024;

/**
 * Picks one file and uploads it at once (POST /common/upload), showing a preview. The server decides
 * the type from the bytes; the checks here only spare a doomed upload.
 */
export function UploadField({
  label,
  value,
  onChange,
  folder,
  kind = 'image',
  error,
  disabled,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile(folder);
  const limitMb = useSettings().data?.imageLimitMb ?? 3;
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (kind === 'image' && !['image/jpeg', 'image/png'].includes(file.type)) {
      setProblem(t('content.upload.imageType'));
      return;
    }
    if (kind === 'image' && file.size > limitMb * MB) {
      setProblem(t('content.upload.tooLarge', { limit: limitMb }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => onChange(stored.url),
      onError: (failure) =>
        setProblem(
          failure instanceof ApiError && failure.reason === 'file_too_large'
            ? t('content.upload.tooLarge', { limit: failure.fields[0]?.message ?? limitMb })
            : apiErrorText(t, failure),
        ),
    });
  };

  const shown = problem ?? error;
  return (
    <Box>
      <Typography variant="body2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {value &&
          (kind === 'image' ? (
            <Box
              component="img"
              src={value}
              alt={t('content.upload.preview', { label })}
              sx={{ maxHeight: 72, maxWidth: 160, borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ) : (
            <Box
              component="video"
              src={value}
              controls
              sx={{ maxHeight: 90, maxWidth: 200, borderRadius: 1 }}
            />
          ))}
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          hidden
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {value ? t('content.upload.replace') : t('content.upload.choose')}
        </Button>
        {value && (
          <Button size="small" color="error" disabled={disabled} onClick={() => onChange(null)}>
            {t('content.upload.remove')}
          </Button>
        )}
      </Box>
      {shown ? (
        <FormHelperText error>{shown}</FormHelperText>
      ) : (
        <FormHelperText>
          {kind === 'image'
            ? t('content.upload.imageHint', { limit: limitMb })
            : t('content.upload.videoHint')}
        </FormHelperText>
      )}
    </Box>
  );
}
