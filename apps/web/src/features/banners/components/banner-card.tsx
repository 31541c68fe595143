import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BANNER_MAX_WORDS } from '@signal-desk/domain/content';
import { wordCount } from '@signal-desk/domain/text-rules';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/forms/error-message';
import { TranslationsEditor } from '../../../shared/translations/translations-editor';
import { DeleteIcon, DragIndicatorIcon } from '../../../shared/ui/icons';
import { useSortableItem } from '../../../shared/ui/sortable';
import { UploadField } from '../../../shared/uploads/upload-field';
import type { BannerDraft } from './banner-drafts';

interface BannerCardProps {
  draft: BannerDraft;
  number: number;
  errors: Record<string, string>;
  editable: boolean;
  onChange: (draft: BannerDraft) => void;
  onRemove: () => void;
}

/** One banner: its image, text (at most 14 words), link, background colour and translations. */
export function BannerCard({ draft, number, errors, editable, onChange, onRemove }: BannerCardProps) {
  const { t } = useTranslation();
  const sortable = useSortableItem(draft.key, { disabled: !editable });
  const words = wordCount(draft.text);
  const fieldError = (name: string) =>
    errorText(t, errors[name] ? { message: errors[name], type: 'validate' } : undefined);
  return (
    <Paper
      ref={sortable.ref}
      style={sortable.style}
      variant="outlined"
      sx={{
        p: 2,
        borderColor: sortable.dragging ? 'primary.main' : undefined,
        borderWidth: sortable.dragging ? 2 : 1,
      }}
      aria-label={t('content.banners.bannerNumber', { number })}
      component="section"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {editable && (
          <Tooltip title={t('content.banners.dragHint')}>
            <Box
              {...sortable.handle}
              sx={{
                cursor: 'grab',
                display: 'flex',
                color: 'text.secondary',
                borderRadius: 1,
                touchAction: 'none',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
              aria-label={t('content.banners.dragHandle', { number })}
            >
              <DragIndicatorIcon />
            </Box>
          </Tooltip>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('content.banners.bannerNumber', { number })}
        </Typography>
        {!draft._id && <Chip size="small" color="warning" label={t('content.banners.local')} />}
        <Box sx={{ flexGrow: 1 }} />
        {editable && (
          <Tooltip title={t('content.banners.remove', { number })}>
            <IconButton onClick={onRemove} aria-label={t('content.banners.remove', { number })}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <UploadField
            label={t('content.banners.image')}
            value={draft.imageUrl}
            onChange={(imageUrl) => onChange({ ...draft, imageUrl })}
            folder="banners"
            disabled={!editable}
            error={fieldError('imageUrl')}
          />
          <Box
            sx={{
              borderRadius: 1,
              p: 2,
              minHeight: 64,
              bgcolor: draft.backgroundColor,
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
            }}
            aria-label={t('content.banners.preview')}
          >
            {draft.imageUrl && <Box component="img" src={draft.imageUrl} alt="" sx={{ maxHeight: 48 }} />}
            <Typography sx={{ color: '#111' }}>{draft.text || t('content.banners.previewEmpty')}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <TextField
            label={t('content.banners.text')}
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
            disabled={!editable}
            multiline
            minRows={2}
            error={Boolean(errors.text)}
            helperText={
              fieldError('text') ?? t('content.banners.words', { count: words, max: BANNER_MAX_WORDS })
            }
            fullWidth
          />
          <TextField
            label={t('content.banners.link')}
            value={draft.hyperlinkUrl}
            onChange={(event) => onChange({ ...draft, hyperlinkUrl: event.target.value })}
            disabled={!editable}
            placeholder="https://"
            error={Boolean(errors.hyperlinkUrl)}
            helperText={fieldError('hyperlinkUrl')}
            fullWidth
          />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <TextField
              label={t('content.banners.background')}
              value={draft.backgroundColor}
              onChange={(event) => onChange({ ...draft, backgroundColor: event.target.value })}
              disabled={!editable}
              error={Boolean(errors.backgroundColor)}
              helperText={fieldError('backgroundColor')}
              sx={{ flexGrow: 1 }}
            />
            <Box
              component="input"
              type="color"
              aria-label={t('content.banners.pickColor')}
              value={/^#[0-9A-Fa-f]{6}$/.test(draft.backgroundColor) ? draft.backgroundColor : '#ffffff'}
              disabled={!editable}
              onChange={(event: { target: { value: string } }) =>
                onChange({ ...draft, backgroundColor: event.target.value.toUpperCase() })
              }
              sx={{ width: 56, height: 56, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
            />
          </Box>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <TranslationsEditor
          fields={[{ name: 'text', label: t('content.banners.text') }]}
          source={{ text: draft.text }}
          value={draft.translations}
          onChange={(translations) => onChange({ ...draft, translations })}
          disabled={!editable}
        />
      </Box>
    </Paper>
  );
}
