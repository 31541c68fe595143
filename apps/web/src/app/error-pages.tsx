import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../shared/api/api-error';
import { PATHS } from '../shared/paths';
import { ButtonLink } from '../shared/ui/router-links';

function ErrorLayout({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1" sx={{ fontSize: '4rem', fontWeight: 600, color: 'text.secondary' }}>
        {status}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {message}
      </Typography>
      {children}
    </Box>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout status={404} message={t('errors.notFound')}>
      <ButtonLink to={PATHS.dashboard} variant="contained">
        {t('errors.backHome')}
      </ButtonLink>
    </ErrorLayout>
  );
}

/** A thrown error shows its status (500 unless the API said otherwise) and its message. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  if (isApiError(error, 404)) return <NotFoundPage />;
  const status = isApiError(error) ? error.status : 500;
  return (
    <ErrorLayout
      status={status}
      message={(error instanceof Error && error.message) || t('errors.unexpected')}
    />
  );
}
