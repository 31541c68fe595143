import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PushIcon } from '../../../shared/ui/icons';

/** How the push looks on a phone's lock screen (two lines of body, as most phones cut it). */
export function PhonePreview({ appName, title, body }: { appName: string; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('delivery.form.preview')}
      sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 1 }}
    >
      <Typography variant="subtitle2" color="text.secondary">
        {t('delivery.form.preview')}
      </Typography>
      <Box
        sx={{
          width: 300,
          minHeight: 380,
          borderRadius: 6,
          border: 8,
          borderColor: 'grey.900',
          background: 'linear-gradient(160deg, #3a4a6b 0%, #1c2333 100%)',
          p: 1.5,
          pt: 6,
        }}
      >
        <Typography sx={{ color: 'common.white', textAlign: 'center', fontSize: 44, fontWeight: 300, mb: 3 }}>
          09:41
        </Typography>
        <Paper
          elevation={0}
          sx={{ borderRadius: 3, p: 1.5, bgcolor: 'rgba(255,255,255,0.88)', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PushIcon sx={{ fontSize: 16 }} color="primary" />
            <Typography
              variant="caption"
              sx={{ flexGrow: 1, textTransform: 'uppercase', letterSpacing: 0.5 }}
            >
              {appName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('delivery.form.now')}
            </Typography>
          </Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title || t('delivery.form.previewTitle')}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {body || t('delivery.form.previewBody')}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
