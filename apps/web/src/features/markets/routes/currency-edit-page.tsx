import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../shared/hooks/use-id-param';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCurrency } from '../api/get-currency';
import { useUpdateCurrency } from '../api/update-currency';
import { CurrencyForm } from '../components/currency-form';

export function CurrencyEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
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
