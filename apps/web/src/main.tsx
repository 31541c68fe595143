import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnChunkFailure } from './app/chunk-reload';
import { theme } from './app/theme';
import { loadEnglish, startI18n } from './shared/i18n/i18n';
import { PUBLIC_TRACK_RECORD_PATH } from './shared/paths';
import { hasStoredSession } from './shared/session/session-storage-key';
import { REDIRECT_PARAM, signInPathFor, signInTarget } from './shared/sign-in-target';
import { makeZodJitless } from './shared/zod-jitless';

makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

/**
 * Draws `node` as the page, in a transition: React renders it in slices of a few milliseconds, between
 * which the browser stays responsive, instead of one task of a few hundred on a phone.
 */
function render(node: ReactNode) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {node}
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}

const loadApp = reloadOnChunkFailure(() => import('./app/app-root'));
/**
 * The schema library with the API's envelope, then the domain schemas the signed-in app builds as its
 * code loads (a quarter second of a phone's CPU): each a chunk of its own (the second is `schemas`, see
 * vite.config.ts), which importing any of its modules evaluates.
 */
const loadSchemaLibrary = reloadOnChunkFailure(() => import('@signal-desk/domain/http'));
const loadSchemas = reloadOnChunkFailure(() => import('@signal-desk/domain/access'));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const loadTrackRecord = reloadOnChunkFailure(() => import('./features/track-record/track-record-root'));
const loadSignIn = reloadOnChunkFailure(() => import('./features/auth/routes/signin-page'));

/** The signed-in app: router, data layer and schemas. The addressed page is loaded first, then drawn. */
async function startApp() {
  // The schemas are evaluated in tasks of their own before the rest of the app's code: shorter tasks
  // block the page for less time than one long one. (A page load has every chunk downloading by then,
  // from the preload script; after a sign-in, the shell's download waits for the schemas'.)
  const app = loadSchemaLibrary()
    .then(nextTask)
    .then(loadSchemas)
    .then(nextTask)
    .then(loadApp)
    .then(async (module) => {
      await module.loadAddressedPage();
      return module;
    });
  // The first number (and date) formatter a page makes costs the browser its number data (60 ms on a
  // desktop, a quarter second on a phone), in the middle of the page's first render. Made now, they
  // fill time spent waiting for the app's code instead; each in a task of its own, as two shorter
  // tasks block input for less time than one long one.
  setTimeout(() => new Intl.NumberFormat(), 0);
  setTimeout(() => new Intl.DateTimeFormat(), 0);
  const [{ startAppRoot }] = await Promise.all([app, loadEnglish()]);
  render(startAppRoot());
}

/**
 * Signed out, only the sign-in page loads (no router, data layer or schema library until the form is
 * used); the page asked for comes back after signing in. The budget in `npm run size` holds this path.
 */
async function startSignIn() {
  if (window.location.pathname !== '/signin') {
    const asked = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(null, '', signInPathFor(asked));
  }
  const target = signInTarget(new URLSearchParams(window.location.search).get(REDIRECT_PARAM));
  const { SignInPage } = await loadSignIn();
  render(
    <SignInPage
      onSignedIn={() => {
        window.history.replaceState(null, '', target);
        void startApp();
      }}
    />,
  );
}

/** The public track record: signed in or not, its own light page (no router, no back-office shell). */
async function startTrackRecord() {
  const [{ trackRecordRoot }] = await Promise.all([loadTrackRecord(), loadEnglish()]);
  render(trackRecordRoot(window.location));
}

void startI18n().then(() =>
  window.location.pathname.startsWith(PUBLIC_TRACK_RECORD_PATH)
    ? startTrackRecord()
    : hasStoredSession()
      ? startApp()
      : startSignIn(),
);
