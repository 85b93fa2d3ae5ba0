import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormRadioField } from './form-radio-field.tsx';

type Values = { level: number | null };

function LevelForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { level: null } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        if (values.level === null) setError('level', { message: 'validation.required' });
        else onSave(values);
      })}
    >
      <FormRadioField
        control={control}
        name="level"
        label="JLPT level"
        required
        row
        options={[
          { id: 1, name: 'N1' },
          { id: 2, name: 'N2' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormRadioField', () => {
  it('names every radio by its group legend and gives the picked option id, not its text', async () => {
    const onSave = vi.fn();
    render(<LevelForm onSave={onSave} />);
    const user = userEvent.setup();
    const group = screen.getByRole('radiogroup', { name: 'JLPT level' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'N2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ level: 2 });
  });

  it("shows the schema's message, in the user's language, as an alert under the group", async () => {
    render(<LevelForm onSave={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required.');
  });
});
