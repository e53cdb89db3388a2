import { MESSAGES } from '@marginalia/contracts';
import { LoginPanel } from './LoginPanel';

/**
 * Shown in place of a protected page to a visitor. There is no redirect after login: the guard re-renders
 * the very page that was asked for (docs/PRODUCT.md §2).
 */
export default function LoginPrompt() {
  return <LoginPanel title={MESSAGES.loginToSeePage} />;
}
