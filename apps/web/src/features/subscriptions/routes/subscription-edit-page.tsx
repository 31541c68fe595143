import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSubscription } from '../api/get-subscription';
import { useUpdateSubscription } from '../api/update-subscription';
import { SubscriptionForm, subscriptionFormDefaults } from '../components/subscription-form';

const route = getRouteApi('/shell/subscriptions/$id/edit');

/** `/subscriptions/{id}/edit`. */
export function SubscriptionEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const { data: subscription } = useSubscription(id);
  const update = useUpdateSubscription(id);
  return (
    <>
      <PageHeader title={t('customers.subscriptions.editTitle', { productId: subscription.productId })} />
      <SubscriptionForm
        defaults={subscriptionFormDefaults(subscription.app, subscription)}
        save={update}
        editing
      />
    </>
  );
}
