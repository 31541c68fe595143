import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BANNER_MAX_WORDS } from '@signal-desk/domain/content';
import { wordCount } from '@signal-desk/domain/text-rules';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { FormTranslations } from '../../../shared/forms/form-translations';
import { FormUploadField } from '../../../shared/forms/form-upload-field';
import { DeleteIcon, DragIndicatorIcon } from '../../../shared/ui/icons';
import { useSortableItem } from '../../../shared/ui/sortable';
import type { BannersFormOutput, BannersFormValues } from './banner-drafts';

interface BannerCardProps {
  control: Control<BannersFormValues, unknown, BannersFormOutput>;
  /** Its place in the form's `banners`. */
  index: number;
  /** Its id in the sortable list. */
  id: string;
  editable: boolean;
  onRemove: () => void;
}

/** One banner: its image, text (at most 14 words), link, background colour and translations. */
export function BannerCard({ control, index, id, editable, onRemove }: BannerCardProps) {
  const { t } = useTranslation();
  const sortable = useSortableItem(id, { disabled: !editable });
  const name = `banners.${index}` as const;
  const [text, imageUrl, publishedId] = useWatch({
    control,
    name: [`${name}.text`, `${name}.imageUrl`, `${name}._id`],
  });
  const color = useController({ control, name: `${name}.backgroundColor` }).field;
  const number = index + 1;
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
        {!publishedId && <Chip size="small" color="warning" label={t('content.banners.local')} />}
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
          <FormUploadField
            control={control}
            name={`${name}.imageUrl`}
            label={t('content.banners.image')}
            folder="banners"
            disabled={!editable}
          />
          <Box
            sx={{
              borderRadius: 1,
              p: 2,
              minHeight: 64,
              bgcolor: color.value,
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
            }}
            aria-label={t('content.banners.preview')}
          >
            {imageUrl && <Box component="img" src={imageUrl} alt="" sx={{ maxHeight: 48 }} />}
            <Typography sx={{ color: '#111' }}>{text || t('content.banners.previewEmpty')}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <FormTextField
            control={control}
            name={`${name}.text`}
            label={t('content.banners.text')}
            disabled={!editable}
            multiline
            minRows={2}
            helperText={t('content.banners.words', { count: wordCount(text), max: BANNER_MAX_WORDS })}
          />
          <FormTextField
            control={control}
            name={`${name}.hyperlinkUrl`}
            label={t('content.banners.link')}
            disabled={!editable}
            placeholder="https://"
          />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`${name}.backgroundColor`}
              label={t('content.banners.background')}
              disabled={!editable}
              fullWidth={false}
              sx={{ flexGrow: 1 }}
            />
            <Box
              component="input"
              type="color"
              aria-label={t('content.banners.pickColor')}
              value={/^#[0-9A-Fa-f]{6}$/.test(color.value) ? color.value : '#ffffff'}
              disabled={!editable}
              onChange={(event: { target: { value: string } }) =>
                color.onChange(event.target.value.toUpperCase())
              }
              sx={{ width: 56, height: 56, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
            />
          </Box>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormTranslations
          control={control}
          name={`${name}.translations`}
          fields={[{ name: 'text', label: t('content.banners.text') }]}
          source={{ text }}
          disabled={!editable}
        />
      </Box>
    </Paper>
  );
}
