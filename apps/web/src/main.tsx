import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { followSession } from './app/session-effects';
import { theme } from './app/theme';
import { queryClient } from './shared/api/query-client';
import { startI18n } from './shared/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followSession();
void startI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
