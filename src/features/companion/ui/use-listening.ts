/// <reference types="dom-speech-recognition" />
/**
 * Optional listening: the browser's speech recognition on the user's own microphone, on the
 * device only (`processLocally`). Offered only where the browser says on-device recognition is
 * available; the words go to `onHeard` and nowhere else, and nothing is kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

type Recognition = typeof SpeechRecognition;

/** The language the companion reads (its cue words are English). */
export const LISTEN_LANG = 'en-US';

/** The speech recognition constructor the browser offers, or null. */
export function speechRecognitionOf(scope: object = globalThis): Recognition | null {
  const found = scope as { SpeechRecognition?: Recognition; webkitSpeechRecognition?: Recognition };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition ?? null;
}

/** The constructor when recognition on the device is available now, else null. */
export async function onDeviceRecognition(scope: object = globalThis): Promise<Recognition | null> {
  const Constructor = speechRecognitionOf(scope);
  if (!Constructor || typeof Constructor.available !== 'function') return null;
  try {
    const status = await Constructor.available({ langs: [LISTEN_LANG], processLocally: true });
    return status === 'available' ? Constructor : null;
  } catch {
    return null;
  }
}

export const LISTEN_FAILED =
  'Listening stopped: the browser could not use the microphone. Tap the cues instead.';

export function useListening(onHeard: (text: string) => void) {
  const [recognition, setRecognition] = useState<Recognition | null>(null);
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = useRef<SpeechRecognition | null>(null);
  const heard = useRef(onHeard);
  useEffect(() => {
    heard.current = onHeard;
  });

  useEffect(() => {
    let live = true;
    void onDeviceRecognition().then((found) => {
      if (live) setRecognition(() => found);
    });
    return () => {
      live = false;
    };
  }, []);

  const stop = useCallback(() => {
    const current = active.current;
    active.current = null;
    current?.abort();
    setOn(false);
  }, []);

  const start = useCallback(() => {
    if (!recognition || active.current) return;
    const listener = new recognition();
    listener.processLocally = true;
    listener.lang = LISTEN_LANG;
    listener.continuous = true;
    listener.interimResults = false;
    listener.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]!;
        if (result.isFinal) heard.current(result[0]!.transcript);
      }
    };
    listener.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      active.current = null;
      setOn(false);
      setError(LISTEN_FAILED);
    };
    // Recognition ends by itself after a silence: while listening is on, it starts again.
    listener.onend = () => {
      if (active.current === listener) listener.start();
    };
    active.current = listener;
    setError(null);
    setOn(true);
    listener.start();
  }, [recognition]);

  useEffect(() => stop, [stop]);

  return { supported: recognition !== null, on, error, start, stop };
}
