import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { TextAreaField } from './textarea-field';
import { TextField } from './text-field';

const CHANNELS = { call: 'Call', email: 'Email', letter: 'Letter' } as const;

describe('SelectField', () => {
  it('lists a table of choices in its order and labels the select', async () => {
    render(<SelectField label="Channel" options={CHANNELS} defaultValue="email" />);
    const select = screen.getByLabelText('Channel');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Call',
      'Email',
      'Letter',
    ]);
    expect(select).toHaveValue('email');
    await userEvent.selectOptions(select, 'Letter');
    expect(select).toHaveValue('letter');
  });

  it('announces its error and hint with the ids a text field uses', () => {
    render(
      <>
        <SelectField
          id="method"
          label="How you sent it"
          options={[{ value: '', label: 'Choose one' }]}
          hint="Certified mail keeps a receipt."
          error="Choose how you sent it"
          required
        />
        <TextField
          id="sent"
          label="Date sent"
          hint="Certified mail keeps a receipt."
          error="Choose how you sent it"
          required
        />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'How you sent it' });
    expect(select).toBeInvalid();
    expect(select).toHaveAttribute('aria-describedby', 'method-hint method-error');
    expect(select).toHaveAccessibleDescription(
      'Certified mail keeps a receipt. Choose how you sent it',
    );
    // The same markup as the text field beside it: label with the required mark, hint, alert.
    const [selectField, textField] = [
      select,
      screen.getByRole('textbox', { name: 'Date sent' }),
    ].map((control) => control.closest('div')!.parentElement!);
    const shape = (field: HTMLElement) =>
      [...field.children].map((child) => `${child.tagName}.${child.className}`);
    expect(shape(selectField!)).toEqual(shape(textField!));
    expect(screen.getByRole('textbox', { name: 'Date sent' })).toHaveAttribute(
      'aria-describedby',
      'sent-hint sent-error',
    );
  });

  it('registers with react-hook-form', async () => {
    let submitted: unknown;
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { method: 'call' } });
      return (
        <form method="dialog" onSubmit={handleSubmit((values) => void (submitted = values))}>
          <SelectField label="Method" options={CHANNELS} {...register('method')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Method')).toHaveValue('call');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'Email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ method: 'email' });
  });
});

describe('TextAreaField', () => {
  it('labels the text area, announces its error and keeps what was typed', async () => {
    const { rerender } = render(<TextAreaField label="Note" maxLength={1000} />);
    await userEvent.type(screen.getByLabelText('Note'), 'They called twice.');
    rerender(<TextAreaField label="Note" maxLength={1000} error="At most 1,000 characters" />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('They called twice.');
    expect(note).toBeInvalid();
    expect(note).toHaveAccessibleDescription('At most 1,000 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 1,000 characters');
  });
});
