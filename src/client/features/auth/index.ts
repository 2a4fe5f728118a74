/** What other features may import from features/auth/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { AuthCard } from './auth-card';
export { RegisterForm } from './register-form';
export { useSignedIn } from './use-auth-mutations';
export { useCurrentUser } from './use-current-user';
