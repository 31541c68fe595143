import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreateCurrency } from '../api/create-currency';
import { CurrencyForm } from '../components/currency-form';

export function CurrencyAddPage() {
  const { t } = useTranslation();
  const createCurrency = useCreateCurrency();
  return (
    <>
      <PageHeader title={t('currencies.addTitle')} />
      <CurrencyForm save={createCurrency} successMessage={t('currencies.created')} />
    </>
  );
}
