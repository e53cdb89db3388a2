import { useState } from 'react';
import { serverMessages } from '../../../api/serverMessages';

/**
 * Runs one of the panel's calls: `pending` while it runs, the server's sentences when it is refused, shown beside
 * the action that caused them. Resolves true when the call went through.
 */
export function useServerAction() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    setErrors([]);
    try {
      await call();
      return true;
    } catch (error) {
      setErrors(serverMessages(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, run, clearErrors: () => setErrors([]) };
}
