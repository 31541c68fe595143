import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { payloadDiff } from '@signal-desk/domain/activity-log';
import { useTranslation } from 'react-i18next';

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** The previous and the next payload side by side, field by field; changed fields are marked. */
export function PayloadDiff({ prev, next }: { prev: unknown; next: unknown }) {
  const { t } = useTranslation();
  const rows = payloadDiff(prev, next);
  if (rows.length === 0) return <Typography color="text.secondary">{t('reports.log.noPayload')}</Typography>;
  const cell = {
    px: 1,
    py: 0.5,
    fontFamily: 'monospace',
    fontSize: 13,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  } as const;
  return (
    <Box
      role="table"
      aria-label={t('reports.log.changes')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 1fr) 2fr 2fr',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="row" sx={{ display: 'contents', fontWeight: 600 }}>
        <Box role="columnheader" sx={{ ...cell, fontFamily: undefined, bgcolor: 'action.hover' }}>
          {t('reports.log.field')}
        </Box>
        <Box role="columnheader" sx={{ ...cell, fontFamily: undefined, bgcolor: 'action.hover' }}>
          {t('reports.log.previous')}
        </Box>
        <Box role="columnheader" sx={{ ...cell, fontFamily: undefined, bgcolor: 'action.hover' }}>
          {t('reports.log.next')}
        </Box>
      </Box>
      {rows.map((row) => (
        <Box role="row" key={row.field} sx={{ display: 'contents' }} data-changed={row.changed}>
          <Box role="cell" sx={{ ...cell, fontWeight: row.changed ? 600 : undefined }}>
            {row.field}
          </Box>
          <Box
            role="cell"
            sx={{
              ...cell,
              bgcolor: row.changed && row.prev !== undefined ? 'rgba(211, 47, 47, 0.08)' : undefined,
            }}
          >
            {show(row.prev)}
          </Box>
          <Box
            role="cell"
            sx={{
              ...cell,
              bgcolor: row.changed && row.next !== undefined ? 'rgba(46, 125, 50, 0.1)' : undefined,
            }}
          >
            {show(row.next)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
