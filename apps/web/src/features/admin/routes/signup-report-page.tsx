import { SIGNUP_REPORT_DIMENSIONS, type SignupReportDimension } from '@hashi/shared/access-route-admin.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { downloadSignupReport, type ReportRange, signupReportQuery } from '../api/admin-access-routes.ts';
import { ADMIN_NS } from '../i18n.ts';

/**
 * /admin/signup-report: applicant sign-ups by month and channel — the access route recorded at
 * sign-up, or the channel applicants named — for a range of months, downloadable as CSV.
 */
export default function SignupReportPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const actionError = useActionErrorText();
  const [range, setRange] = useState<ReportRange>({ by: 'access_route' });
  const report = useQuery(signupReportQuery(range, i18n.resolvedLanguage ?? 'en'));
  const download = useMutation({ meta: { silent: true }, mutationFn: () => downloadSignupReport(range) });
  const shown = report.data;
  const total = shown?.data.reduce((sum, row) => sum + row.sign_ups, 0) ?? 0;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'ja' ? 'ja-JP' : 'en-US');
  return (
    <Box>
      <PageHeading
        subtitle={t('report.subtitle')}
        actions={
          <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending || !shown}>
            {download.isPending ? t('report.downloading') : t('report.download')}
          </Button>
        }
      >
        {t('report.title')}
      </PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
        <TextField
          type="month"
          label={t('report.from')}
          value={range.from || shown?.from || ''}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          type="month"
          label={t('report.to')}
          value={range.to || shown?.to || ''}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          select
          label={t('report.by')}
          value={range.by ?? 'access_route'}
          onChange={(e) => setRange((r) => ({ ...r, by: e.target.value as SignupReportDimension }))}
          size="small"
          sx={{ minWidth: 240 }}
        >
          {SIGNUP_REPORT_DIMENSIONS.map((by) => (
            <MenuItem key={by} value={by}>
              {t(`report.by_${by}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actionError(download.error)}
        </Alert>
      )}
      {report.isPending && <ConsoleLoading />}
      {report.isError && <ConsoleError error={report.error} onRetry={() => void report.refetch()} />}
      {shown && shown.data.length === 0 && <ConsoleEmpty>{t('report.empty')}</ConsoleEmpty>}
      {shown && shown.data.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t('report.title')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('report.month')}</TableCell>
                <TableCell scope="col">{t('report.channel')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('report.sign_ups')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.data.map((row) => (
                <TableRow key={`${row.month}-${row.label ?? ''}`}>
                  <TableCell>{row.month}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label ?? t('report.no_channel')}</TableCell>
                  <TableCell align="right">{number.format(row.sign_ups)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                  {t('report.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {number.format(total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
