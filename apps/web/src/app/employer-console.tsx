import { useEmployerApproachNav } from '../features/employer-approaches/approaches-nav.tsx';
import { useEmployerMessagesNav } from '../features/employer-messages/messages-nav.tsx';
import EmployerConsole from '../features/employer/routes/employer-console.tsx';

/**
 * The employer console's layout with the approach and message pages in its navigation: those
 * features mount their pages in the console, so the app joins them here rather than one feature
 * importing the other.
 */
export default function EmployerConsoleLayout() {
  return <EmployerConsole moreNav={[...useEmployerApproachNav(), ...useEmployerMessagesNav()]} />;
}
