import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { signInTarget } from '../../../shared/sign-in-target';
import { SignInPage } from './signin-page';

const route = getRouteApi('/signin');

/** The sign-in page inside the router (after signing out, or when a session ended while the app ran). */
export function SignInRoute() {
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  return <SignInPage onSignedIn={() => void navigate({ href: signInTarget(redirect), replace: true })} />;
}
