import Menu from '@mui/material/Menu';
import { Themed } from '../../../components/ui/themed.tsx';
import { LanguageMenuItems } from './language-menu-items.tsx';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

export default function LanguageMenuPopup({ id, anchorEl, onClose }: Props) {
  return (
    <Themed>
      <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
        <LanguageMenuItems onDone={onClose} />
      </Menu>
    </Themed>
  );
}
