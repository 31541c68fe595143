import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { APPS, type App, DEFAULT_APP } from '@signal-desk/domain/apps';
import { hasPermission } from '@signal-desk/domain/permissions';
import { unitOfApp } from '@signal-desk/domain/signal-markets';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteRule } from '../api/delete-rule';
import { useRules } from '../api/list-rules';
import { rangeText } from '../components/rule-form-values';

const route = getRouteApi('/shell/signal-rules');

/** `/signal-rules?app=`: the take-profit (RRR) rules of an app. */
export function SignalRulesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const may = hasPermission(useSignedInUser().effectivePermissions, ['SETTINGS', 'SIGNALS_MODERATE']);
  const rules = useRules(app);
  const deleteRule = useDeleteRule();
  const [toDelete, setToDelete] = useState<number | null>(null);
  const unit = t(`signalForm.unitNames.${unitOfApp(app)}`);
  const listed = rules.data?.data ?? [];
  const deleting = toDelete === null ? undefined : listed[toDelete];

  const confirmDelete = () => {
    if (!deleting || toDelete === null) return;
    const name = t('rules.ruleName', { number: toDelete + 1 });
    deleteRule.mutate(deleting._id, {
      onSuccess: () => showToast(t('rules.deleted', { name }), 'success'),
      onError: (error) => showToast(t('rules.deleteFailed', { name, message: error.message }), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

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
      <Paper>
        <Box sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label={t('signalForm.fields.app')}
            value={app}
            onChange={(event) =>
              void navigate({
                to: PATHS.signalRules,
                search: { app: event.target.value as App },
                replace: true,
              })
            }
            sx={{ minWidth: 220 }}
          >
            {APPS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`apps.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('rules.tableLabel', { app: t(`apps.${app}`) })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rules.columns.rule')}</TableCell>
                <TableCell>{t('rules.columns.signalTypes')}</TableCell>
                <TableCell>{t('rules.columns.takeProfit', { unit })}</TableCell>
                <TableCell>{t('rules.columns.stopLoss', { unit })}</TableCell>
                <TableCell>{t('rules.columns.stopTip')}</TableCell>
                <TableCell>{t('rules.columns.count')}</TableCell>
                <TableCell>{t('rules.columns.rrr')}</TableCell>
                <TableCell>{t('rules.columns.ignored')}</TableCell>
                {may && <TableCell align="right">{t('common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={rules} columns={may ? 9 : 8} />
              {listed.map((rule, index) => {
                const name = t('rules.ruleName', { number: index + 1 });
                return (
                  <TableRow key={rule._id} hover>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {name}
                    </TableCell>
                    <TableCell>
                      {rule.signalTypes.map((type) => t(`signals.signalTypes.${type}`)).join(', ') ||
                        t('rules.allSignalTypes')}
                    </TableCell>
                    <TableCell>{rangeText(rule.minTakeProfit, rule.maxTakeProfit, i18n.language)}</TableCell>
                    <TableCell>{rangeText(rule.minStopLoss, rule.maxStopLoss, i18n.language)}</TableCell>
                    <TableCell>{rangeText(rule.minStopTip, rule.maxStopTip, i18n.language)}</TableCell>
                    <TableCell>
                      {rangeText(rule.minTakeProfitsCount, rule.maxTakeProfitsCount, i18n.language)}
                    </TableCell>
                    <TableCell>
                      {rule.rrr === null
                        ? '—'
                        : t('rules.rrrAt', {
                            ratio: formatDecimal(rule.rrr, i18n.language),
                            index: rule.takeProfitIndex,
                          })}
                    </TableCell>
                    <TableCell>{rule.ignoredTradeTypes.join(', ') || '—'}</TableCell>
                    {may && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('rules.edit', { name })}>
                          <IconButtonLink to={withId(PATHS.signalRuleEdit, rule._id)}>
                            <EditIcon />
                          </IconButtonLink>
                        </Tooltip>
                        <Tooltip title={t('rules.delete', { name })}>
                          <IconButton onClick={() => setToDelete(index)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('rules.deleteTitle')}
        message={t('rules.deleteConfirm', {
          name: toDelete === null ? '' : t('rules.ruleName', { number: toDelete + 1 }),
        })}
        confirmLabel={t('common.delete')}
        busy={deleteRule.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
