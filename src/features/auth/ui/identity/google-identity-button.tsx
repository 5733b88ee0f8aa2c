/** Google Identity Services through @react-oauth/google; loaded only when it is shown. */
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { env } from '@/shared/config/env';
import type { IdentityButtonProps } from './identity-button';

export default function GoogleIdentityButton({
  intent,
  onCredential,
  onError,
  onUnavailable,
}: IdentityButtonProps) {
  const clientId = env.googleClientId;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onUnavailable}>
      <GoogleLogin
        text={intent === 'signup' ? 'signup_with' : 'signin_with'}
        onSuccess={(answer) => {
          if (answer.credential) onCredential(answer.credential);
          else onError();
        }}
        onError={onError}
      />
    </GoogleOAuthProvider>
  );
}
