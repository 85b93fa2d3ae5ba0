import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { useProfile } from '../../profile/api/profile.ts';
import { AccountPage } from '../components/account-page.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

type RowProps = { label: string; value: ReactNode; action?: { label: string; to: string } };

/** One setting: its name, its current value, and a link to where it is changed. */
function SettingRow({ label, value, action }: RowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 2,
        px: { xs: 2, sm: 3 },
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      {action && (
        <Button component={RouterLink} to={action.to} variant="outlined" size="small">
          {action.label}
        </Button>
      )}
    </Box>
  );
}

/**
 * /account-settings/credential (spec §2): login ID and e-mail address, password, and the phone
 * (contact information) and LinkedIn (basic information) of the profile, each with the page that
 * changes it.
 */
export default function CredentialPage() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const { user } = useSession();
  const profile = useProfile();
  const dialingCodes = useMasterList('dialing-codes').items;
  const notSet = t('credential.not_set');

  let phone: ReactNode = notSet;
  let linkedin: ReactNode = notSet;
  if (profile.data) {
    const contact = profile.data.contact_information;
    const code = dialingCodes.find((d) => d.id === contact.dialing_code_id)?.code;
    if (contact.phone) phone = code ? `${code} ${contact.phone}` : contact.phone;
    if (contact.linkedin_url) linkedin = contact.linkedin_url;
  }

  return (
    <AccountPage title={t('children.credential.title')}>
      <Paper variant="outlined">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <SettingRow label={t('credential.login_id')} value={user?.login_id ?? notSet} />
          <SettingRow
            label={t('credential.email')}
            value={user?.email ?? notSet}
            action={{ label: t('credential.change_email'), to: '/change-email' }}
          />
          <SettingRow
            label={t('credential.password')}
            value={t('credential.password_hidden')}
            action={{ label: t('credential.change_password'), to: '/change-password' }}
          />
          {profile.data && (
            <>
              <SettingRow
                label={t('credential.phone')}
                value={phone}
                action={{ label: t('credential.edit_phone'), to: '/profile-settings/contact' }}
              />
              <SettingRow
                label={t('credential.linkedin')}
                value={linkedin}
                action={{ label: t('credential.edit_linkedin'), to: '/profile-settings/basic-information' }}
              />
            </>
          )}
        </Box>
        {!profile.data && (
          <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
            <QueryState isError={profile.isError} onRetry={() => void profile.refetch()} />
          </Box>
        )}
      </Paper>
    </AccountPage>
  );
}
