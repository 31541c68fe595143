import { useNavigate, useSearch } from '@tanstack/react-router';
import { REDIRECT_PARAM, signInTarget } from '../../../shared/sign-in-target';
import { SignInPage } from './signin-page';

/** The sign-in page inside the router (after signing out, or when a session ended while the app ran). */
export function SignInRoute() {
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <SignInPage
      onSignedIn={() => void navigate({ href: signInTarget(search[REDIRECT_PARAM]), replace: true })}
    />
  );
}
