import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pipsText } from './pips-text';

const TONE_COLORS = { positive: 'success.dark', negative: 'error.main', neutral: 'text.secondary' } as const;

/** Pips or points of an idea, in its unit, signed and coloured; a dash while there are none. */
export function PipsValue({ pips, unit }: { pips: string | null; unit: 'pips' | 'points' }) {
  const { t, i18n } = useTranslation();
  const shown = pipsText(pips, i18n.language);
  if (!shown) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        color: TONE_COLORS[shown.tone],
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`signals.units.${unit}`, { value: shown.text })}
    </Typography>
  );
}
