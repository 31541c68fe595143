import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TOASTS_BELOW, useToastsBelow } from './toast-place';

/** The title of a screen (its one h1) with the screen's main actions beside it. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const ref = useToastsBelow<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      {...TOASTS_BELOW}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}
    >
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
