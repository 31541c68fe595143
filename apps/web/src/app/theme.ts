import { createTheme } from '@mui/material/styles';

export const SIDEBAR_WIDTH = 285;

const PRIMARY = '#1f4e8c';

/**
 * Tables share a 1280 px screen with the menu: gaps of 10 px between cells, MUI's 16 px at the edges.
 * A body row starts with a th (the row's name), so its first td is also first of its type.
 */
const tableCellGaps = {
  paddingLeft: 10,
  paddingRight: 10,
  '&:first-of-type:not(th + td)': { paddingLeft: 16 },
  '&:last-child': { paddingRight: 16 },
};

/** md is the mobile breakpoint of SPEC section 9: 960 px. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  /**
   * Fonts the device has, first the one every platform has or aliases (Android maps Arial to Roboto).
   * MUI's default stack starts with Roboto, which the app never loads, then Helvetica: where neither is
   * installed (Windows, most Linux desktops) the browser looked each of them up, for every size and
   * weight, before settling on Arial anyway; on a Linux Chromium the first style pass of the stats page
   * took 260 ms instead of 70 ms for those misses.
   */
  typography: { fontFamily: 'Arial, Helvetica, sans-serif' },
  components: {
    // A clear keyboard focus ring on everything clickable (MUI's own is a faint ripple).
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } },
      },
    },
    // Menu entries fill the drawer's width, where an outer ring would be cut off.
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
    // Tabs read as written: app names are brands (SHiFT, not SHIFT).
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // A row of choices wraps on a phone rather than widening the page.
    MuiToggleButtonGroup: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    MuiTableCell: { styleOverrides: { root: tableCellGaps } },
    MuiAppBar: {
      styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: '#fff' } } },
    },
  },
});
