import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APP_INFO, APPS } from '@signal-desk/domain/apps';
import { TRADE_TYPES } from '@signal-desk/domain/signal';
import { unitOfApp } from '@signal-desk/domain/signal-markets';
import { takeProfitRuleInputSchema, type takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../shared/forms/error-message';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { PATHS } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { RULE_NUMBER_FIELDS, type RuleFormValues, ruleInputOf } from './rule-form-values';

type Rule = z.infer<typeof takeProfitRuleSchema>;
type RuleInput = z.output<typeof takeProfitRuleInputSchema>;

interface RuleFormProps {
  defaults: RuleFormValues;
  save: UseMutationResult<Rule, Error, RuleInput>;
  editing: boolean;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** A take-profit (RRR) rule: distances in the app's unit, counts, stop-loss percentage and the ratio. */
export function RuleForm({ defaults, save, editing }: RuleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RuleFormValues, unknown, RuleInput>({
    resolver: formResolver(takeProfitRuleInputSchema, ruleInputOf, RULE_NUMBER_FIELDS),
    defaultValues: defaults,
  });
  const { control } = form;
  const app = useWatch({ control, name: 'app' });
  const unit = t(`signalForm.unitNames.${unitOfApp(app)}`);
  const adornment = (text: string) => ({
    input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> },
    htmlInput: { inputMode: 'decimal' as const },
  });

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(t(editing ? 'rules.updated' : 'rules.created'), 'success');
        void navigate({ to: PATHS.signalRules, search: { app: input.app } });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(
          t(editing ? 'rules.updateFailed' : 'rules.createFailed', { message: serverErrorSummary(t, error) }),
          'error',
        );
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Paper component="section" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="app"
          select
          required
          label={t('signalForm.fields.app')}
          sx={{ maxWidth: 360 }}
        >
          {APPS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`apps.${option}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="signalTypes"
          render={({ field, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-invalid={Boolean(fieldState.error)}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('rules.fields.signalTypes')}
              </Typography>
              <FormGroup row>
                {APP_INFO[app].signalTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={t(`signals.signalTypes.${type}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(type)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, type]
                              : field.value.filter((v) => v !== type),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText error={Boolean(fieldState.error)}>
                {errorText(t, fieldState.error) ?? t('rules.signalTypesHelp')}
              </FormHelperText>
            </Box>
          )}
        />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('rules.sections.distances', { unit })}
        </Typography>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="minTakeProfit"
            label={t('rules.fields.minTakeProfit')}
            slotProps={adornment(unit)}
          />
          <FormTextField
            control={control}
            name="maxTakeProfit"
            label={t('rules.fields.maxTakeProfit')}
            slotProps={adornment(unit)}
          />
          <FormTextField
            control={control}
            name="minStopLoss"
            label={t('rules.fields.minStopLoss')}
            slotProps={adornment(unit)}
          />
          <FormTextField
            control={control}
            name="maxStopLoss"
            label={t('rules.fields.maxStopLoss')}
            slotProps={adornment(unit)}
          />
          <FormTextField
            control={control}
            name="minStopTip"
            label={t('rules.fields.minStopTip')}
            slotProps={adornment('%')}
          />
          <FormTextField
            control={control}
            name="maxStopTip"
            label={t('rules.fields.maxStopTip')}
            slotProps={adornment('%')}
          />
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('rules.sections.counts')}
        </Typography>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="minTakeProfitsCount"
            label={t('rules.fields.minTakeProfitsCount')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="maxTakeProfitsCount"
            label={t('rules.fields.maxTakeProfitsCount')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="rrr"
            label={t('rules.fields.rrr')}
            helperText={t('rules.rrrHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="takeProfitIndex"
            label={t('rules.fields.takeProfitIndex')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <Controller
          control={control}
          name="ignoredTradeTypes"
          render={({ field }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('rules.fields.ignoredTradeTypes')}
              </Typography>
              <FormGroup row>
                {TRADE_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={type}
                    control={
                      <Checkbox
                        checked={field.value.includes(type)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, type]
                              : field.value.filter((v) => v !== type),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          )}
        />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <ButtonLink to={PATHS.signalRules} search={{ app: defaults.app }}>
          {t('common.cancel')}
        </ButtonLink>
      </Box>
    </Box>
  );
}
