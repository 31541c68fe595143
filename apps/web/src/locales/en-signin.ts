import { VALIDATION_MESSAGES } from '@signal-desk/domain/messages';

/**
 * What the sign-in page says in English, ready before anything else loads: the full English catalogue
 * (en.ts, which pulls in the domain's tables and the schema library) follows once the app starts.
 * A test keeps every text here equal to en.ts.
 */
export const enSignIn = {
  app: { name: 'Signal Desk' },
  common: { language: 'Language' },
  signin: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many attempts, try again later',
    accountDeactivated: 'This account is deactivated: ask an administrator to activate it again',
  },
  validation: VALIDATION_MESSAGES,
};
