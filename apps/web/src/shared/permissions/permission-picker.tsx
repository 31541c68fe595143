import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  grantablePermissions,
  PERMISSION_GROUPS,
  type Permission,
  type PermissionGroup,
} from '@signal-desk/domain/permissions';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../forms/error-message';
import { useSignedInUser } from '../session/session-store';

interface PermissionPickerProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, Permission[]>;
  legend: string;
}

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly Permission[]][];

/**
 * The permission catalogue as labelled checkboxes, one fieldset per group. Permissions the signed-in
 * admin may not grant are shown disabled (the server refuses them anyway).
 */
export function PermissionPicker<T extends FieldValues, TOutput>({
  control,
  name,
  legend,
}: PermissionPickerProps<T, TOutput>) {
  const { t } = useTranslation();
  const grantable = grantablePermissions(useSignedInUser().effectivePermissions);
  const { field, fieldState } = useController({ control, name });
  const selected = new Set<Permission>(field.value);

  const setSelected = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    field.onChange([...next]);
  };

  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {fieldState.error && (
        <FormHelperText sx={{ mx: 0, mb: 1 }}>{errorText(t, fieldState.error)}</FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {GROUPS.map(([group, permissions]) => {
          const enabled = permissions.filter((permission) => grantable.includes(permission));
          const count = permissions.filter((permission) => selected.has(permission)).length;
          return (
            <Paper key={group} variant="outlined" component="fieldset" sx={{ m: 0, px: 2, pb: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                <FormControlLabel
                  label={t(`permissions.groups.${group}`)}
                  control={
                    <Checkbox
                      size="small"
                      checked={count === permissions.length}
                      indeterminate={count > 0 && count < permissions.length}
                      disabled={enabled.length === 0}
                      onChange={(event) => setSelected(enabled, event.target.checked)}
                    />
                  }
                />
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
                {permissions.map((permission) => (
                  <FormControlLabel
                    key={permission}
                    label={t(`permissions.names.${permission}`)}
                    control={
                      <Checkbox
                        size="small"
                        name={field.name}
                        value={permission}
                        checked={selected.has(permission)}
                        disabled={!grantable.includes(permission)}
                        onChange={(event) => setSelected([permission], event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </FormControl>
  );
}
