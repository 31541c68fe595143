import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCurrency } from '../api/get-currency';
import { useUpdateCurrency } from '../api/update-currency';
import { CurrencyForm } from '../components/currency-form';

const route = getRouteApi('/shell/currencies/$id/edit');

export function CurrencyEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const { data: currency } = useCurrency(id);
  const updateCurrency = useUpdateCurrency(id);
  return (
    <>
      <PageHeader title={t('currencies.editTitle', { name: currency.shortName })} />
      <CurrencyForm
        key={currency._id}
        currency={currency}
        save={updateCurrency}
        successMessage={t('currencies.updated')}
      />
    </>
  );
}
