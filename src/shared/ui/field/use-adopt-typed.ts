import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A pre-rendered form keeps what the visitor typed before the app hydrated it
 * (src/app/early-interactions.ts). react-hook-form reads an uncontrolled field edited before the
 * form was ready from the DOM when the field registers, but tells no one; this hands those values
 * to the form's watchers (a button that enables, a checklist) once the form has hydrated.
 */
export function useAdoptTyped<Values extends FieldValues>(form: UseFormReturn<Values>): void {
  useEffect(() => {
    const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
    const values = form.getValues();
    if (Object.entries(values).every(([name, value]) => value === defaults[name])) return;
    // The form already holds the values (setValue would see no change and tell no one): a reset
    // to them, keeping the defaults and the registered fields, announces them.
    form.reset(values, { keepDefaultValues: true, keepFieldsRef: true });
  }, [form]);
}
