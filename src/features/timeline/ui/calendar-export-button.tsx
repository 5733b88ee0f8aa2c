import { useState } from 'react';
import { Button } from '@/shared/ui';
import type { CalendarStep } from '../model/ics';

export const CALENDAR_FILE_NAME = 'selfsettle-steps.ics';
export const CALENDAR_FAILED = 'Could not create the calendar file. Please try again.';

interface CalendarExportButtonProps {
  steps: CalendarStep[];
  onError: (message: string) => void;
}

/** 'Add to calendar': every pending step as one ICS file; the writer loads on the first click. */
export function CalendarExportButton({ steps, onError }: CalendarExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { buildCalendar } = await import('../model/ics');
      const text = buildCalendar(steps, {
        now: new Date(),
        url: `${window.location.origin}/portal/take-action`,
        calendarName: 'SelfSettle steps',
      });
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = CALENDAR_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      onError(CALENDAR_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      busy={busy}
      disabled={steps.length === 0}
    >
      Add to calendar
    </Button>
  );
}
