import { useEmployerApproachNav } from '../features/employer-approaches/approaches-nav.ts';
import EmployerConsole from '../features/employer/routes/employer-console.tsx';

/**
 * The employer console's layout with the approach pages in its navigation: employer-approaches mounts
 * its pages in the console, so the app joins the two features here rather than one importing the other.
 */
export default function EmployerConsoleLayout() {
  return <EmployerConsole moreNav={useEmployerApproachNav()} />;
}
