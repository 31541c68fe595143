import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UploadFolder } from '@signal-desk/domain/uploads';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { apiErrorText } from '../api/error-reasons';
import { useSettings } from '../settings/settings-query';
import { DeleteIcon } from '../ui/icons';
import { uploadFile } from './upload-file';

interface ImageListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  folder: UploadFolder;
  max: number;
  disabled?: boolean;
  error?: string;
}

const MB = 1024 * 1024;

/** Several images (e.g. a trade idea's analysis images): each file is its own upload call, in parallel. */
export function ImageListField({
  label,
  value,
  onChange,
  folder,
  max,
  disabled,
  error,
}: ImageListFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const limitMb = useSettings().data?.imageLimitMb ?? 3;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (files: File[]) => {
    setProblem(null);
    const room = files.slice(0, Math.max(0, max - value.length));
    const wrong = room.find((f) => !['image/jpeg', 'image/png'].includes(f.type));
    if (wrong) return setProblem(t('content.upload.imageType'));
    if (room.some((f) => f.size > limitMb * MB))
      return setProblem(t('content.upload.tooLarge', { limit: limitMb }));
    setBusy(true);
    const results = await Promise.allSettled(room.map((file) => uploadFile(file, folder)));
    setBusy(false);
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.url] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (stored.length) onChange([...value, ...stored]);
    if (failed) {
      const reason = failed.reason;
      setProblem(
        reason instanceof ApiError && reason.reason === 'file_too_large'
          ? t('content.upload.tooLarge', { limit: reason.fields[0]?.message ?? limitMb })
          : apiErrorText(t, reason),
      );
    }
  };

  const shown = problem ?? error;
  return (
    <Box>
      <Typography variant="body2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {value.map((url, index) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={url}
              alt={t('content.upload.imageNumber', { number: index + 1 })}
              sx={{
                height: 72,
                width: 108,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            {!disabled && (
              <Tooltip title={t('content.upload.removeNumber', { number: index + 1 })}>
                <IconButton
                  size="small"
                  onClick={() => onChange(value.filter((u) => u !== url))}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                  aria-label={t('content.upload.removeNumber', { number: index + 1 })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          hidden
          onChange={(event) => {
            void pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          size="small"
          loading={busy}
          disabled={disabled || value.length >= max}
          onClick={() => input.current?.click()}
        >
          {t('content.upload.addImages')}
        </Button>
      </Box>
      <FormHelperText error={Boolean(shown)}>
        {shown ?? t('content.upload.imagesHint', { limit: limitMb, max })}
      </FormHelperText>
    </Box>
  );
}
