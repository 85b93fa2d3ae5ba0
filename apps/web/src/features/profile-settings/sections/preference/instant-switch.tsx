import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnackbar } from '../../../../components/feedback/use-snackbar.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';

type InstantSwitchProps = {
  label: string;
  /** The help under the switch, for the position it shows. */
  help: (checked: boolean) => string;
  /** What the snackbar says once the position is saved. */
  savedMessage: (saved: boolean) => string;
  value: boolean;
  save: (value: boolean) => Promise<boolean>;
  onSaved: (saved: boolean) => void;
};

/**
 * A preference with a call of its own, saved the moment it is switched rather than with the
 * section's Save button ("remote from overseas", visibility to companies).
 */
export function InstantSwitch({ label, help, savedMessage, value, save, onSaved }: InstantSwitchProps) {
  const helpId = useId();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      onSaved(saved);
      showSnackbar(savedMessage(saved), 'success');
      void refreshProfileQueries(queryClient);
    },
  });
  // While the call is on its way the switch shows the new position; a failure puts it back.
  const checked = mutation.isPending && mutation.variables !== undefined ? mutation.variables : value;
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            disabled={mutation.isPending}
            onChange={(event) => mutation.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } as object }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mx: 0, whiteSpace: 'pre-line' }}>
        {help(checked)}
      </FormHelperText>
    </Box>
  );
}
