import { APPS, DEFAULT_APP } from '@signal-desk/domain/apps';
import { hasPermission } from '@signal-desk/domain/permissions';
import { unitOfApp } from '@signal-desk/domain/signal-markets';
import type { takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteRule } from '../api/delete-rule';
import { useRules } from '../api/list-rules';
import { rangeText } from '../components/rule-form-values';

const route = getRouteApi('/shell/signal-rules');

/** `/signal-rules?app=`: the take-profit (RRR) rules of an app, named by their place in the list. */
export function SignalRulesPage() {
  const { t, i18n } = useTranslation();
  const navigate = route.useNavigate();
  const app = route.useSearch().app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['SETTINGS', 'SIGNALS_MODERATE']);
  const rules = useRules(app);
  const deleteRule = useDeleteRule();
  const confirm = useConfirm();
  const unit = t(`signalForm.unitNames.${unitOfApp(app)}`);
  const numbered = (rules.data?.data ?? []).map((rule, index) => ({
    rule,
    name: t('rules.ruleName', { number: index + 1 }),
  }));

  const askDelete = ({ rule, name }: Numbered) =>
    confirm.ask({
      title: t('rules.deleteTitle'),
      message: t('rules.deleteConfirm', { name }),
      confirmLabel: t('common.delete'),
      run: () =>
        deleteRule.mutateAsync(rule._id, {
          onSuccess: () => showToast(t('rules.deleted', { name }), 'success'),
          onError: (error) => showToast(t('rules.deleteFailed', { name, message: error.message }), 'error'),
        }),
    });
  const range = (min: string | number | null, max: string | number | null) =>
    rangeText(min, max, i18n.language);

  return (
    <>
      <PageHeader
        title={t('rules.title')}
        actions={
          may && (
            <ButtonLink to={PATHS.signalRuleAdd} search={{ app }} variant="contained" startIcon={<AddIcon />}>
              {t('rules.add')}
            </ButtonLink>
          )
        }
      />
      <ListTable
        label={t('rules.tableLabel', { app: t(`apps.${app}`) })}
        query={{ ...rules, data: rules.data && { data: numbered } }}
        toolbar={
          <ListToolbar
            app={{
              label: t('signalForm.fields.app'),
              value: app,
              options: APPS,
              onChange: (next) => void navigate({ search: { app: next }, replace: true }),
            }}
          />
        }
        rowKey={({ rule }) => rule._id}
        columns={[
          {
            header: t('rules.columns.rule'),
            cell: ({ name }) => <span style={{ whiteSpace: 'nowrap' }}>{name}</span>,
          },
          {
            header: t('rules.columns.signalTypes'),
            cell: ({ rule }) =>
              rule.signalTypes.map((type) => t(`signals.signalTypes.${type}`)).join(', ') ||
              t('rules.allSignalTypes'),
          },
          {
            header: t('rules.columns.takeProfit', { unit }),
            cell: ({ rule }) => range(rule.minTakeProfit, rule.maxTakeProfit),
          },
          {
            header: t('rules.columns.stopLoss', { unit }),
            cell: ({ rule }) => range(rule.minStopLoss, rule.maxStopLoss),
          },
          { header: t('rules.columns.stopTip'), cell: ({ rule }) => range(rule.minStopTip, rule.maxStopTip) },
          {
            header: t('rules.columns.count'),
            cell: ({ rule }) => range(rule.minTakeProfitsCount, rule.maxTakeProfitsCount),
          },
          {
            header: t('rules.columns.rrr'),
            cell: ({ rule }) =>
              rule.rrr === null
                ? '—'
                : t('rules.rrrAt', {
                    ratio: formatDecimal(rule.rrr, i18n.language),
                    index: rule.takeProfitIndex,
                  }),
          },
          {
            header: t('rules.columns.ignored'),
            cell: ({ rule }) => rule.ignoredTradeTypes.join(', ') || '—',
          },
        ]}
        actions={
          may
            ? (numberedRule) => (
                <>
                  <IconButtonLink
                    to={PATHS.signalRuleEdit}
                    params={{ id: numberedRule.rule._id }}
                    aria-label={t('rules.edit', { name: numberedRule.name })}
                    title={t('rules.edit', { name: numberedRule.name })}
                  >
                    <EditIcon />
                  </IconButtonLink>
                  <RowAction
                    label={t('rules.delete', { name: numberedRule.name })}
                    icon={<DeleteIcon />}
                    color="error"
                    onClick={() => askDelete(numberedRule)}
                  />
                </>
              )
            : undefined
        }
      />
      {confirm.dialog}
    </>
  );
}

/** A rule with its name, "Rule n" by its place in the app's list. */
interface Numbered {
  rule: z.output<typeof takeProfitRuleSchema>;
  name: string;
}
