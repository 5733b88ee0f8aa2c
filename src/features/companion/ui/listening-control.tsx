/** The listening switch and its consent screen; absent where the browser cannot listen on the device. */
import { useState } from 'react';
import { Alert, Button, Modal } from '@/shared/ui';
import styles from './companion.module.css';

export const CONSENT_TITLE = 'Listen on this device?';
export const CONSENT_TEXTS = [
  'The companion listens to your own microphone only, and the words are recognised on this device. It fills in the cues and amounts it hears.',
  "Nothing is recorded, stored or sent anywhere. The creditor's voice is not captured.",
  'Some states require every party’s consent to record a call. The companion does not record, but if you are unsure, leave listening off or tell the creditor.',
] as const;

interface ListeningControlProps {
  on: boolean;
  error: string | null;
  /** The last phrase read into a cue, shown so a wrong reading can be undone. */
  lastHeard?: string | null;
  onStart: () => void;
  onStop: () => void;
}

export function ListeningControl({ on, error, lastHeard, onStart, onStop }: ListeningControlProps) {
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.section} aria-label="Listening">
      {on ? (
        <div className={styles.row}>
          <p role="status">Listening on this device{lastHeard ? `: ${lastHeard}` : ''}</p>
          <Button variant="secondary" size="sm" onClick={onStop}>
            Stop listening
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Listen on this device
          </Button>
          <span className={styles.source}>Off unless you turn it on.</span>
        </div>
      )}
      {error ? <Alert tone="warning">{error}</Alert> : null}
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={CONSENT_TITLE}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Not now
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                onStart();
              }}
            >
              Turn on listening
            </Button>
          </>
        }
      >
        {CONSENT_TEXTS.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Modal>
    </section>
  );
}
