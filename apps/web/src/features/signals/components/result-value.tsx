import Typography from '@mui/material/Typography';
import type { ResultSubject } from '@signal-desk/domain/signal-result';
import { useTranslation } from 'react-i18next';
import { resultText } from './result-text';

const TONE_COLORS = { positive: 'success.dark', negative: 'error.main', neutral: 'text.secondary' } as const;

/** The result of an idea (`pips` of it), signed and coloured; a dash while there is none. */
export function ResultValue({ signal, pips }: { signal: ResultSubject; pips: string | null }) {
  const { t, i18n } = useTranslation();
  const shown = resultText(signal, pips, t, i18n.language);
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
      {shown.text}
    </Typography>
  );
}
