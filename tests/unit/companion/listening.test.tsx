/**
 * Listening with a stand-in for the Web Speech API: offered only where the browser says
 * recognition on the device is available, started with on-device processing, and what it
 * hears goes to the companion and nowhere else.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LISTEN_FAILED,
  onDeviceRecognition,
  useListening,
} from '@/features/companion/ui/use-listening';

type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

/** A stand-in recognition: records how it was set up and lets the test speak into it. */
function standIn(availability: Availability) {
  const instances: StandIn[] = [];
  class StandIn {
    static available = vi.fn(async () => availability);
    static install = vi.fn(async () => false);
    processLocally = false;
    continuous = false;
    interimResults = true;
    lang = '';
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn();
    abort = vi.fn();
    stop = vi.fn();
    constructor() {
      instances.push(this);
    }
    /** One final phrase, as the browser reports it. */
    say(transcript: string) {
      const result = Object.assign([{ transcript, confidence: 0.9 }], { isFinal: true });
      this.onresult?.({ resultIndex: 0, results: [result] });
    }
  }
  return { StandIn, instances };
}

afterEach(() => {
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe('listening', () => {
  it('is offered only where recognition on the device is available now', async () => {
    expect(await onDeviceRecognition({})).toBeNull();
    // An older browser: recognition, but no way to ask for it on the device.
    expect(
      await onDeviceRecognition({ webkitSpeechRecognition: function OldRecognition() {} }),
    ).toBeNull();
    for (const status of ['downloadable', 'downloading', 'unavailable'] as const) {
      expect(await onDeviceRecognition({ SpeechRecognition: standIn(status).StandIn })).toBeNull();
    }
    const { StandIn } = standIn('available');
    expect(await onDeviceRecognition({ webkitSpeechRecognition: StandIn })).toBe(StandIn);
    expect(StandIn.available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
  });

  it('is off until started, listens on the device, and hands each phrase to the companion only', async () => {
    const { StandIn, instances } = standIn('available');
    Object.assign(window, { SpeechRecognition: StandIn });
    const heard = vi.fn();
    const { result, unmount } = renderHook(() => useListening(heard));
    expect(result.current.on).toBe(false);
    await waitFor(() => expect(result.current.supported).toBe(true));
    expect(instances).toHaveLength(0);

    act(() => result.current.start());
    expect(result.current.on).toBe(true);
    const listener = instances[0]!;
    expect(listener).toMatchObject({ processLocally: true, continuous: true, lang: 'en-US' });
    expect(listener.start).toHaveBeenCalledTimes(1);

    act(() => listener.say('we can settle for $2,000'));
    expect(heard).toHaveBeenCalledWith('we can settle for $2,000');
    // A pause ends recognition; while listening is on it starts again.
    act(() => listener.onend?.());
    expect(listener.start).toHaveBeenCalledTimes(2);

    act(() => result.current.stop());
    expect(result.current.on).toBe(false);
    expect(listener.abort).toHaveBeenCalled();
    unmount();
  });

  it('stops and says so when the microphone cannot be used', async () => {
    const { StandIn, instances } = standIn('available');
    Object.assign(window, { SpeechRecognition: StandIn });
    const { result } = renderHook(() => useListening(() => {}));
    await waitFor(() => expect(result.current.supported).toBe(true));
    act(() => result.current.start());
    act(() => instances[0]!.onerror?.({ error: 'not-allowed' }));
    expect(result.current).toMatchObject({ on: false, error: LISTEN_FAILED });
  });

  it('is never offered without the speech interface', async () => {
    const { result } = renderHook(() => useListening(() => {}));
    await act(async () => {});
    expect(result.current.supported).toBe(false);
  });
});
