import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { appsPassing } from '@signal-desk/domain/access';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import type { Channel } from '@signal-desk/domain/channels';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon, EditIcon, SendIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteChannel } from '../api/delete-channel';
import { useChannels } from '../api/list-channels';
import { useSaveChannel } from '../api/save-channel';
import { useTestChannel } from '../api/test-channel';
import { ChannelForm, channelFormDefaults } from '../components/channel-form';

const route = getRouteApi('/shell/channels');

/** `/channels?app=`: each app's Telegram chats and Discord channels, added and edited in a dialog. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const { app } = route.useSearch();
  const user = useSignedInUser();
  const apps = appsPassing(['app'], {
    permissions: user.effectivePermissions,
    apiKeyTypes: apiKeyTypesOf(user),
  });
  const channels = useChannels(app);
  const remove = useDeleteChannel();
  const test = useTestChannel();
  const confirm = useConfirm();
  // The dialog: a new channel (null) or the one being edited; closed when undefined.
  const [editing, setEditing] = useState<Channel | null | undefined>(undefined);
  const save = useSaveChannel(editing?._id);
  const simulated = channels.data?.data.some((channel) => channel.simulated);

  const sendTest = (channel: Channel) =>
    test.mutate(channel._id, {
      onSuccess: (result) =>
        result.delivered
          ? showToast(t('channels.testSent', { name: channel.name }), 'success')
          : showToast(t('channels.testFailed', { name: channel.name, error: result.error ?? '' }), 'error'),
      onError: (error) => showToast(apiErrorText(t, error), 'error'),
    });
  const askDelete = (channel: Channel) =>
    confirm.ask({
      title: t('channels.deleteTitle'),
      message: t('channels.deleteConfirm', { name: channel.name }),
      confirmLabel: t('common.delete'),
      run: () =>
        remove.mutateAsync(channel._id, {
          onSuccess: () => showToast(t('channels.deleted'), 'success'),
          onError: (error) =>
            showToast(t('channels.deleteFailed', { message: apiErrorText(t, error) }), 'error'),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('channels.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('channels.add')}
          </Button>
        }
      />
      {simulated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('channels.simulated')}
        </Alert>
      )}
      <ListTable
        label={t('channels.title')}
        query={channels}
        toolbar={
          <ListToolbar
            app={{
              value: app,
              options: apps,
              all: t('channels.allApps'),
              onChange: (next) => void navigate({ search: next ? { app: next } : {}, replace: true }),
            }}
          />
        }
        rowKey={(channel) => channel._id}
        columns={[
          { header: t('channels.fields.name'), cell: (channel) => channel.name },
          { header: t('channels.fields.app'), cell: (channel) => t(`apps.${channel.app}`) },
          {
            header: t('channels.fields.kind'),
            cell: (channel) => (
              <>
                {t(`channels.kinds.${channel.kind}`)}{' '}
                {channel.simulated && (
                  <Chip size="small" variant="outlined" label={t('channels.simulatedChip')} />
                )}
              </>
            ),
          },
          {
            header: t('channels.fields.target'),
            cell: (channel) => channel.chatId ?? channel.webhookUrl ?? '',
          },
          { header: t('channels.fields.language'), cell: (channel) => channel.language },
          {
            header: t('channels.fields.enabled'),
            cell: (channel) => (channel.enabled ? t('channels.on') : t('channels.off')),
          },
        ]}
        actions={(channel) => (
          <>
            <RowAction
              label={t('channels.test', { name: channel.name })}
              icon={<SendIcon />}
              disabled={test.isPending}
              onClick={() => sendTest(channel)}
            />
            <RowAction
              label={t('channels.edit', { name: channel.name })}
              icon={<EditIcon />}
              onClick={() => setEditing(channel)}
            />
            <RowAction
              label={t('channels.delete', { name: channel.name })}
              icon={<DeleteIcon />}
              color="error"
              onClick={() => askDelete(channel)}
            />
          </>
        )}
      />
      <Dialog open={editing !== undefined} onClose={() => setEditing(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>
          {editing ? t('channels.editTitle', { name: editing.name }) : t('channels.addTitle')}
        </DialogTitle>
        <DialogContent>
          {editing !== undefined && (
            <ChannelForm
              key={editing?._id ?? 'new'}
              apps={apps}
              defaults={channelFormDefaults(app ?? apps[0] ?? 'shift', editing ?? undefined)}
              stored={editing ?? undefined}
              save={save}
              onDone={() => setEditing(undefined)}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </DialogContent>
      </Dialog>
      {confirm.dialog}
    </>
  );
}
