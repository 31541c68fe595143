// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { APP_INFO } from '@signal-desk/domain/app-catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

afterEach(cleanup);

describe('the theme', () => {
  it('writes tab labels as they are written: SHiFT, never SHIFT', () => {
    render(
      <ThemeProvider theme={theme}>
        <Tabs value="shift">
          <Tab value="shift" label={APP_INFO.shift.label} />
        </Tabs>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('tab', { name: 'SHiFT' })).textTransform).toBe('none');
  });
});
