import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreateSubscription } from '../api/create-subscription';
import { useSubscriptionApp } from '../components/subscription-app';
import { SubscriptionForm, subscriptionFormDefaults } from '../components/subscription-form';

/** `/subscriptions/add?app=`. */
export function SubscriptionAddPage() {
  const { t } = useTranslation();
  const app = useSubscriptionApp('/shell/subscriptions/add');
  const create = useCreateSubscription();
  return (
    <>
      <PageHeader title={t('customers.subscriptions.addTitle')} />
      <SubscriptionForm defaults={subscriptionFormDefaults(app)} save={create} editing={false} />
    </>
  );
}
