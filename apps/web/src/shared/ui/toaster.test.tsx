// @vitest-environment happy-dom
import Button from '@mui/material/Button';
import { useNavigate } from '@tanstack/react-router';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnRoute, renderWithApp } from '../testing/render';
import { PageHeader } from './page-header';
import { TOAST_CONTAINER_CLASS, TOAST_TOP_VARIABLE, toastTop } from './toast-place';
import { dropToastsOnLeavingPage, showToast, TOAST_DURATION_MS } from './toast-queue';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page that raises toasts and leaves for another page, as the features do. */
function PageA() {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => showToast('Test Trader activated', 'success')}>Activate</Button>
      <Button
        onClick={() => {
          showToast('Admin saved', 'success');
          void navigate({ to: '/roles' });
        }}
      >
        Save
      </Button>
      <Button onClick={() => void navigate({ to: '/roles' })}>Leave</Button>
    </>
  );
}

async function onPageA() {
  const router = await renderOnRoute({
    path: '/admins',
    component: PageA,
    url: '/admins',
    others: { '/roles': () => <p>Page B</p> },
  });
  dropToastsOnLeavingPage(router);
  return router;
}

let openAdminList = () => {};
/** The toolbar, then the admins list with its title row once opened. */
function AdminPages() {
  const [list, setList] = useState(false);
  openAdminList = () => setList(true);
  return (
    <>
      <header data-toasts-below="">toolbar</header>
      {list && <PageHeader title="Admins" actions={<Button>Add admin</Button>} />}
    </>
  );
}

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    await renderWithApp(<p>page</p>);
    act(() => showToast('first', 'success'));
    expect(await screen.findByText('first')).toBeTruthy();
    act(() => showToast('second', 'error'));
    expect(await screen.findByText('second')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('first')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('hides a toast after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithApp(<p>page</p>);
    act(() => showToast('Saved', 'success'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('drops the toasts of a page on leaving it, but keeps the one the leaving action raised', async () => {
    const user = userEvent.setup();
    await onPageA();
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Test Trader activated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Page B')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Test Trader activated')).toBeNull());

    cleanup();
    await onPageA();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page B')).toBeTruthy();
    expect(await screen.findByText('Admin saved')).toBeTruthy();
    // Still there once its entering transition is over (a dropped one would be leaving by then).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByText('Admin saved')).toBeTruthy();
  });

  it('sits below the toolbar and the title row with the main buttons, and blocks clicks only on its own box', async () => {
    await renderWithApp(
      <>
        <header data-toasts-below="">toolbar</header>
        <div data-toasts-below="">title and main buttons</div>
      </>,
    );
    const [bar, title] = [...document.querySelectorAll('[data-toasts-below]')] as HTMLElement[];
    const bottomAt = (el: HTMLElement | undefined, bottom: number) =>
      el && vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    bottomAt(bar, 64);
    bottomAt(title, 128);
    expect(toastTop(document)).toBe(136);
    // Scrolled: the title row left the screen, the toolbar stays.
    bottomAt(title, -20);
    expect(toastTop(document)).toBe(72);

    bottomAt(title, 128);
    act(() => showToast('Saved', 'success'));
    await screen.findByText('Saved');
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_VARIABLE)).toBe('136px');
    const container = document.querySelector(`.${TOAST_CONTAINER_CLASS}`) as HTMLElement;
    expect(getComputedStyle(container).pointerEvents).toBe('none');
  });

  it('moves below the title row of the next page when it appears, and follows the scroll', async () => {
    let headerBottom = 128;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const bottom = this.tagName === 'HEADER' ? 64 : this.querySelector('h1') ? headerBottom : 0;
      return { bottom } as DOMRect;
    });
    const top = () => document.documentElement.style.getPropertyValue(TOAST_TOP_VARIABLE);
    await renderWithApp(<AdminPages />);
    // Raised on a page scrolled down: only the toolbar is on screen.
    act(() => showToast('Admin saved', 'success'));
    await screen.findByText('Admin saved');
    expect(top()).toBe('72px');
    // The list it leads to opens at its top, its "Add admin" button in the title row.
    act(() => openAdminList());
    expect(top()).toBe('136px');
    headerBottom = 20;
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(top()).toBe('72px'));
  });
});
