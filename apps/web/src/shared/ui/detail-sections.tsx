import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of a detail page (a trade idea, a customer), named by its title for assistive tech. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The pairs of `rows` that have a value. */
export const shownFacts = (rows: [string, ReactNode][]) =>
  rows.filter(([, value]) => value !== null && value !== undefined && value !== '');

/** Label and value pairs; empty values are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = shownFacts(rows);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
