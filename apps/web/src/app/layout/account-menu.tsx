import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@signal-desk/domain/admin';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { PATHS } from '../../shared/paths';
import { signalCounts } from '../../shared/signal-counts';
import { AdminIcon, LogoutIcon } from '../../shared/ui/icons';

/** The admin's name and signal totals in the toolbar; a click opens per-app counts, Profile, Sign out. */
export function AccountMenu({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const counts = signalCounts(user);
  const close = () => setAnchor(null);

  const signOut = () => {
    close();
    logout.mutate();
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', textAlign: 'right', display: 'block', lineHeight: 1.3 }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {user.name}
        </Typography>
        <Typography component="span" variant="caption" sx={{ display: 'block' }}>
          {t('toolbar.signalsTotal', { sent: counts.sent, limit: counts.limit })}
        </Typography>
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {counts.perApp.length > 0 && (
          <Box sx={{ pt: 1.5 }}>
            <Typography variant="subtitle2" component="h2" sx={{ px: 2 }}>
              {t('toolbar.signalsPerApp')}
            </Typography>
            <List dense>
              {counts.perApp.map(({ app, sent, limit }) => (
                <ListItem key={app} secondaryAction={`${sent}/${limit}`}>
                  <ListItemText primary={t(`apps.${app}`)} />
                </ListItem>
              ))}
            </List>
            <Divider />
          </Box>
        )}
        <List>
          <ListItemButton component={Link} to={PATHS.profile} onClick={close}>
            <ListItemIcon>
              <AdminIcon />
            </ListItemIcon>
            <ListItemText primary={t('toolbar.profile')} />
          </ListItemButton>
          <ListItemButton onClick={signOut}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('toolbar.signOut')} />
          </ListItemButton>
        </List>
      </Popover>
    </>
  );
}
