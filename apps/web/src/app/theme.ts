import { createTheme } from '@mui/material/styles';

export const SIDEBAR_WIDTH = 285;

/** md is the mobile breakpoint of SPEC section 9: 960 px. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: '#1f4e8c' },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A clear keyboard focus ring everywhere, on top of MUI's own focus styles.
        ':focus-visible': { outline: '2px solid #1f4e8c', outlineOffset: 2 },
      },
    },
  },
});
