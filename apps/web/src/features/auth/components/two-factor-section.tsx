import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Passkey, TotpSetup as Setup } from '@signal-desk/domain/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formatDateTime } from '../../../shared/i18n/format';
import { DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { showToast } from '../../../shared/ui/toast-queue';
import {
  useAddPasskey,
  useConfirmTotp,
  useRemovePasskey,
  useRemoveTotp,
  useRenamePasskey,
  useRenewRecoveryCodes,
  useStartTotp,
  useTwoFactorStatus,
} from '../api/two-factor';
import { PasskeyNameForm } from './passkey-name-form';
import { ReauthDialog } from './reauth-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

/** The profile's second factors: the authenticator app, passkeys and recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const removeTotp = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const addPasskey = useAddPasskey();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmRemoveTotp, setConfirmRemoveTotp] = useState(false);
  const [confirmRenew, setConfirmRenew] = useState(false);

  const failed = (error: unknown) => showToast(apiErrorText(t, error), 'error');
  const shown = (recoveryCodes: string[]) => {
    if (recoveryCodes.length > 0) setCodes(recoveryCodes);
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TotpSetup
          setup={setup}
          onConfirm={async (code) => {
            const answer = await confirmTotp.mutateAsync(code);
            setSetup(null);
            showToast(t('twoFactor.totpAdded'), 'success');
            shown(answer.recoveryCodes);
          }}
        />
        <Button onClick={() => setSetup(null)}>{t('common.cancel')}</Button>
      </Box>
    );
  }
  const data = status.data;
  if (!data) return status.isError ? <Alert severity="error">{apiErrorText(t, status.error)}</Alert> : null;
  const hasFactor = data.totp || data.passkeys.length > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.required && !hasFactor && <Alert severity="warning">{t('twoFactor.requiredByRole')}</Alert>}
      {data.required && hasFactor && (
        <Typography variant="body2" color="text.secondary">
          {t('twoFactor.requiredByRoleKept')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>{t('twoFactor.authenticatorApp')}</Typography>
        <Chip
          size="small"
          color={data.totp ? 'success' : 'default'}
          label={data.totp ? t('twoFactor.on') : t('twoFactor.off')}
        />
        {data.totp ? (
          <Button
            color="error"
            onClick={() => {
              removeTotp.reset();
              setConfirmRemoveTotp(true);
            }}
          >
            {t('twoFactor.remove')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            loading={startTotp.isPending}
            onClick={() => startTotp.mutate(undefined, { onSuccess: setSetup, onError: failed })}
          >
            {t('twoFactor.setUpAuthenticator')}
          </Button>
        )}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('twoFactor.passkeys')}
      </Typography>
      {data.passkeys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('twoFactor.noPasskeys')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('twoFactor.passkeys')}>
          {data.passkeys.map((p) => (
            <PasskeyRow key={p._id} passkey={p} withCode={data.totp} />
          ))}
        </List>
      )}
      <PasskeyNameForm
        size="small"
        submitLabel={t('twoFactor.addPasskey')}
        onSave={async (name) => {
          const answer = await addPasskey.mutateAsync(name);
          showToast(t('twoFactor.passkeyAdded'), 'success');
          shown(answer.recoveryCodes);
        }}
        onFailure={failed}
      />
      {hasFactor && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ flex: 1 }} variant="body2">
            {t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}
          </Typography>
          <Button
            onClick={() => {
              renew.reset();
              setConfirmRenew(true);
            }}
          >
            {t('twoFactor.renewCodes')}
          </Button>
        </Box>
      )}
      <ReauthDialog
        open={confirmRemoveTotp}
        title={t('twoFactor.removeTotpTitle')}
        message={t('twoFactor.removeTotpText')}
        confirmLabel={t('twoFactor.remove')}
        withCode
        busy={removeTotp.isPending}
        error={removeTotp.error}
        onClose={() => setConfirmRemoveTotp(false)}
        onConfirm={(reauth) =>
          removeTotp.mutate(reauth, {
            onSuccess: () => {
              setConfirmRemoveTotp(false);
              showToast(t('twoFactor.totpRemoved'), 'success');
            },
          })
        }
      />
      <ReauthDialog
        open={confirmRenew}
        title={t('twoFactor.renewCodesTitle')}
        message={t('twoFactor.renewCodesText')}
        confirmLabel={t('twoFactor.renewCodes')}
        withCode={data.totp}
        busy={renew.isPending}
        error={renew.error}
        onClose={() => setConfirmRenew(false)}
        onConfirm={(reauth) =>
          renew.mutate(reauth, {
            onSuccess: (answer) => {
              setConfirmRenew(false);
              shown(answer.recoveryCodes);
            },
          })
        }
      />
    </Box>
  );
}

function PasskeyRow({ passkey, withCode }: { passkey: Passkey; withCode: boolean }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => showToast(apiErrorText(t, error), 'error');
  return (
    <ListItem
      disableGutters
      secondaryAction={
        !editing && (
          <>
            <IconButton
              aria-label={t('twoFactor.renamePasskey', { name: passkey.name })}
              onClick={() => setEditing(true)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={t('twoFactor.removePasskey', { name: passkey.name })}
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        )
      }
    >
      {!editing ? (
        <ListItemText
          primary={passkey.name}
          secondary={t('twoFactor.passkeyDates', {
            created: formatDateTime(passkey.createdAt),
            used: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t('twoFactor.never'),
          })}
        />
      ) : (
        <PasskeyNameForm
          size="small"
          defaultName={passkey.name}
          submitLabel={t('common.save')}
          onSave={async (newName) => {
            await rename.mutateAsync({ id: passkey._id, name: newName });
            setEditing(false);
          }}
          onFailure={failed}
          onCancel={() => setEditing(false)}
        />
      )}
      <ReauthDialog
        open={confirming}
        title={t('twoFactor.removePasskeyTitle')}
        message={t('twoFactor.removePasskeyText', { name: passkey.name })}
        confirmLabel={t('twoFactor.remove')}
        withCode={withCode}
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setConfirming(false)}
        onConfirm={(reauth) =>
          remove.mutate({ id: passkey._id, reauth }, { onSuccess: () => setConfirming(false) })
        }
      />
    </ListItem>
  );
}
