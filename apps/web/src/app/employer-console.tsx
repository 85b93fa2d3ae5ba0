import { useEmployerApproachNav } from '../features/employer-approaches/approaches-nav.tsx';
import { useEmployerMessagesNav } from '../features/employer-messages/messages-nav.tsx';
import { useEmployerVideoInterviewsNav } from '../features/employer-video-interviews/video-interviews-nav.tsx';
import EmployerConsole from '../features/employer/routes/employer-console.tsx';

/**
 * The employer console's layout with the video interview, approach and message pages in its
 * navigation (video interviews first, beside the scout templates): those
 * features mount their pages in the console, so the app joins them here rather than one feature
 * importing the other.
 */
export default function EmployerConsoleLayout() {
  return (
    <EmployerConsole
      moreNav={[...useEmployerVideoInterviewsNav(), ...useEmployerApproachNav(), ...useEmployerMessagesNav()]}
    />
  );
}
