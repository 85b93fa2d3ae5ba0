import { useContext } from 'react';
import { type ShowSnackbar, SnackbarContext } from '../../../components/feedback/use-snackbar.ts';

const NOWHERE: ShowSnackbar = () => {};

/**
 * The shell's snackbar for the approach actions' outcomes. These components are also mounted into
 * other features' pages (the job detail page), which tests render without the app's providers:
 * there the message has nowhere to go, and the action itself still works.
 */
export function useNotify(): ShowSnackbar {
  return useContext(SnackbarContext) ?? NOWHERE;
}
