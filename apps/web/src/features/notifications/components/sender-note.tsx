import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Says when pushes only go to the local simulation (no FCM configured): nothing reaches a phone. */
export function SenderNote({ sender }: { sender: 'fcm' | 'simulated' | undefined }) {
  const { t } = useTranslation();
  if (sender !== 'simulated') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('delivery.simulated')}
    </Alert>
  );
}
