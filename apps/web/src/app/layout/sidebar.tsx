import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { createLink, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/paths';
import { useSignedInUser } from '../../shared/session/session-store';
import { buildMenu, type MenuLink } from '../menu';
import { PAGES } from '../routes';
import { SIDEBAR_WIDTH, theme } from '../theme';

const MENU_PATHS = PAGES.flatMap((page) => (page.menu ? [page.path] : []));

/** The deepest menu entry holding the page is the current one (/signal-creation/constants is not "New"). */
/** A menu entry as a link of the app. */
const ListItemButtonLink = createLink((props: ListItemButtonProps<'a'>) => (
  <ListItemButton component="a" {...props} />
));

function isActive(path: string, pathname: string) {
  if (path === PATHS.dashboard) return pathname === path;
  const within = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return within(path) && !MENU_PATHS.some((other) => other.startsWith(`${path}/`) && within(other));
}

/** A per-app entry is current on its own app only (`?app=`, shift by default). */
const isActiveLink = (link: MenuLink, pathname: string, app: unknown) =>
  link.app ? pathname === link.path && (app ?? DEFAULT_APP) === link.app : isActive(link.path, pathname);

function MenuLinkItem({
  link,
  nested,
  onNavigate,
}: {
  link: MenuLink;
  nested: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const app = useRouterState({ select: (state) => (state.location.search as { app?: unknown }).app });
  const active = isActiveLink(link, pathname, app);
  const Icon = link.icon;
  return (
    <ListItem disablePadding>
      <ListItemButtonLink
        to={link.path}
        search={link.search}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 3 : 2 }}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={link.app ? t(`apps.${link.app}`) : t(`nav.${link.label}`)} />
      </ListItemButtonLink>
    </ListItem>
  );
}

function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const menu = buildMenu(PAGES, user.effectivePermissions, apiKeyTypesOf(user));
  return (
    <>
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} color="primary">
          {t('app.name')}
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainMenu')}>
        <List>
          {menu.map((node) =>
            node.kind === 'link' ? (
              <MenuLinkItem key={node.path} link={node} nested={false} onNavigate={onNavigate} />
            ) : (
              <li key={node.id}>
                <ListSubheader
                  id={`menu-${node.id}`}
                  component="div"
                  disableSticky
                  sx={{ mt: 1, lineHeight: '36px' }}
                >
                  {t(`nav.${node.label}`)}
                </ListSubheader>
                <List disablePadding aria-labelledby={`menu-${node.id}`}>
                  {node.links.map((link) => (
                    <MenuLinkItem
                      key={`${link.path}?${link.app ?? ''}`}
                      link={link}
                      nested
                      onNavigate={onNavigate}
                    />
                  ))}
                </List>
              </li>
            ),
          )}
        </List>
      </Box>
    </>
  );
}

interface SidebarProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * Permanent from 960 px up; below, a temporary drawer opened by the toolbar's menu button. Only the
 * drawer of the screen's width is rendered: the menu is the largest tree of the shell, and a hidden copy
 * of it cost a phone's first render the most.
 */
export function Sidebar({ mobileOpen, onMobileClose }: SidebarProps) {
  const paper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
      {wide ? (
        <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': paper }}>
          <SidebarContent onNavigate={() => {}} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={onMobileClose}
          sx={{ '& .MuiDrawer-paper': paper }}
        >
          <SidebarContent onNavigate={onMobileClose} />
        </Drawer>
      )}
    </Box>
  );
}
