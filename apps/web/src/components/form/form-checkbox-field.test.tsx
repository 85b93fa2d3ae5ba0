import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormCheckboxField } from './form-checkbox-field.tsx';

type Values = { current: boolean };

function CurrentForm({ onSave, onChanged }: { onSave: (values: Values) => void; onChanged: (on: boolean) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { current: false } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormCheckboxField
        control={control}
        name="current"
        label="I work here now"
        description="Leave the end month empty."
        onChanged={onChanged}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormCheckboxField', () => {
  it('starts unticked, describes the box with its help text and reports each change', async () => {
    const onSave = vi.fn();
    const onChanged = vi.fn();
    render(<CurrentForm onSave={onSave} onChanged={onChanged} />);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'I work here now' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText('Leave the end month empty.').id).toBe(box.getAttribute('aria-describedby'));
    await user.click(box);
    expect(onChanged).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ current: true });
  });
});
