import { PASSWORD_MUST_CONTAIN } from '../model/messages';
import { missingPasswordRules } from '../model/password';
import styles from './auth.module.css';

/** 'Password must contain:' and the rules not met yet; nothing once all are met or before typing. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const missing = missingPasswordRules(password);
  if (password === '' || missing.length === 0) return null;
  return (
    <div id={id} className={styles.checklist} aria-live="polite">
      <p>{PASSWORD_MUST_CONTAIN}</p>
      <ul>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}
