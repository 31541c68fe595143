import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRule } from '../api/list-rules';
import { useUpdateRule } from '../api/update-rule';
import { RuleForm } from '../components/rule-form';
import { ruleFormDefaults } from '../components/rule-form-values';

const route = getRouteApi('/shell/signal-rules/$id/edit');

export function SignalRuleEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const { data: rule } = useRule(id);
  const updateRule = useUpdateRule(id);
  if (!rule) throw notFound();
  return (
    <>
      <PageHeader title={t('rules.editTitle', { app: t(`apps.${rule.app}`) })} />
      <RuleForm defaults={ruleFormDefaults(DEFAULT_APP, rule)} save={updateRule} editing />
    </>
  );
}
