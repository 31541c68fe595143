import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type Customer, sendCustomerPushInputSchema } from '@signal-desk/domain/customers';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '@signal-desk/domain/notifications';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { showToast } from '../../../shared/ui/toast-queue';
import { useSendUserPush } from '../api/send-user-push';

interface PushValues {
  title: string;
  body: string;
}

/** The push notification (title and body) to every device of one customer. */
export function SendPushDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendUserPush(customer._id);
  const form = useForm<PushValues, unknown, PushValues>({
    resolver: formResolver(sendCustomerPushInputSchema, (values) => values),
    defaultValues: { title: '', body: '' },
  });
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] });
  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        showToast(t('customers.users.pushQueued', { name: customer.fullName }), 'success');
        onClose();
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('customers.users.pushFailed', { message: serverErrorSummary(t, error) }), 'error');
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={id}>{t('customers.users.pushTitle', { name: customer.fullName })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('customers.users.pushHint', { app: t(`apps.${customer.app}`) })}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="title"
            required
            autoFocus
            label={t('customers.users.pushFields.title')}
            helperText={t('customers.users.characters', { count: title.length, max: PUSH_TITLE_MAX })}
          />
          <FormTextField
            control={form.control}
            name="body"
            required
            multiline
            minRows={3}
            label={t('customers.users.pushFields.body')}
            helperText={t('customers.users.characters', { count: body.length, max: PUSH_BODY_MAX })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('customers.users.pushSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
