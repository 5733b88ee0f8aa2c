import { useCallback, useRef, useState } from 'react';
import { emailExists } from '../api/auth-requests';
import { EMAIL_CHECK_FAILED, EMAIL_EXISTS } from '../model/messages';
import { EmailFieldSchema } from '../model/schemas';

export type EmailCheckStatus = 'unchecked' | 'checking' | 'available' | 'exists' | 'failed';

/**
 * The sign-up email check (spec section 5): run on blur, remembered per address, so changing
 * the address forgets the old answer and only the latest request's answer counts.
 */
export function useEmailCheck(currentEmail: string) {
  const [result, setResult] = useState<{ email: string; status: EmailCheckStatus }>({
    email: '',
    status: 'unchecked',
  });
  const latest = useRef('');
  const email = currentEmail.trim();
  const status: EmailCheckStatus = result.email === email ? result.status : 'unchecked';

  const check = useCallback(async (value: string): Promise<EmailCheckStatus> => {
    const address = value.trim();
    if (!EmailFieldSchema.safeParse(address).success) return 'unchecked';
    latest.current = address;
    setResult({ email: address, status: 'checking' });
    let next: EmailCheckStatus;
    try {
      next = (await emailExists(address)) ? 'exists' : 'available';
    } catch {
      next = 'failed';
    }
    if (latest.current === address) setResult({ email: address, status: next });
    return next;
  }, []);

  const message =
    status === 'exists' ? EMAIL_EXISTS : status === 'failed' ? EMAIL_CHECK_FAILED : undefined;
  return { status, message, check };
}
