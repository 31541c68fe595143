import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown this once (only their digests are kept): the admin confirms having saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="recovery-codes">
      <Alert severity="warning">{t('twoFactor.recoveryShownOnce')}</Alert>
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 3,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: 3,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography component="span" sx={{ fontFamily: 'inherit' }}>
              {code}
            </Typography>
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {t('twoFactor.copyCodes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('twoFactor.savedCodes')}
        </Button>
      </Box>
    </Box>
  );
}
