import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreateRule } from '../api/create-rule';
import { RuleForm } from '../components/rule-form';
import { ruleFormDefaults } from '../components/rule-form-values';

const route = getRouteApi('/shell/signal-rules/add');

export function SignalRuleAddPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const createRule = useCreateRule();
  return (
    <>
      <PageHeader title={t('rules.addTitle')} />
      <RuleForm defaults={ruleFormDefaults(app)} save={createRule} editing={false} />
    </>
  );
}
