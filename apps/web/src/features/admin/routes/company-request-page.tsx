import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ConsoleError, ConsoleLoading, useActionErrorText } from '../../../components/ui/console-states.tsx';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import {
  ADMIN_COMPANY_REQUESTS_KEY,
  adminCompanyRequestQuery,
  approveCompanyRequest,
  declineCompanyRequest,
} from '../api/admin-company-requests.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ADMIN_NS } from '../i18n.ts';
import { RequestStatusChip } from './company-requests-page.tsx';

type Dialog = 'approve' | 'decline' | null;

/**
 * /admin/company-requests/{id} (ADR 0033): one request, and its decision. Approving creates the
 * company and mails the contact an invitation; declining mails the reason. Both go out in the
 * language the request was sent in, which the page says before the admin decides.
 */
export default function CompanyRequestPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const request = useQuery({ ...adminCompanyRequestQuery(id), enabled: valid });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const onDecided = async (data: Awaited<ReturnType<typeof approveCompanyRequest>>) => {
    queryClient.setQueryData(adminCompanyRequestQuery(id).queryKey, data);
    setDialog(null);
    setDone(t(`company_requests.done_${data.status}`, { email: data.email }));
    await queryClient.invalidateQueries({ queryKey: [...ADMIN_COMPANY_REQUESTS_KEY, 'list'] });
  };
  const approve = useMutation({
    meta: { silent: true },
    mutationFn: () => approveCompanyRequest(id),
    onSuccess: onDecided,
    // The refusal (a 409 saying why) is shown on the page, beside the request it is about.
    onError: () => setDialog(null),
  });
  const decline = useMutation({
    meta: { silent: true },
    mutationFn: (reason: string) => declineCompanyRequest(id, reason),
    onSuccess: onDecided,
  });

  const back = (
    <Box sx={{ mb: 1 }}>
      <Button component={RouterLink} to="/admin/company-requests">
        {t('company_requests.back')}
      </Button>
    </Box>
  );
  if (!valid || (isApiError(request.error) && request.error.status === 404)) {
    return (
      <Box>
        {back}
        <Alert severity="warning">{t('company_requests.not_found')}</Alert>
      </Box>
    );
  }
  if (request.isPending) return <ConsoleLoading />;
  if (!request.data) return <ConsoleError error={request.error} onRetry={() => void request.refetch()} />;
  const r = request.data;
  const mailLanguage = t(`company_requests.language_${r.locale}`);
  const declineFieldError =
    isApiError(decline.error) && decline.error.status === 422 ? decline.error.fieldErrors.reason?.[0] : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        {back}
        <PageHeading>{r.company_name}</PageHeading>
        <RequestStatusChip status={r.status} />
      </Box>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {approve.isError && <Alert severity="error">{actionError(approve.error)}</Alert>}
      {r.status === 'pending' && r.email_in_use && (
        <Alert severity="warning">{t('company_requests.email_in_use', { email: r.email })}</Alert>
      )}
      <SectionCard title={t('company_requests.request_title')}>
        <FieldList>
          <dt>{t('company_requests.field_company')}</dt>
          <dd>{r.company_name}</dd>
          <dt>{t('company_requests.field_contact')}</dt>
          <dd>{r.contact_name}</dd>
          <dt>{t('company_requests.field_email')}</dt>
          <dd>{r.email}</dd>
          <dt>{t('company_requests.field_phone')}</dt>
          <dd>{r.phone}</dd>
          <dt>{t('company_requests.field_website')}</dt>
          <dd>
            {r.website_url ? (
              <Link href={r.website_url} target="_blank" rel="noopener noreferrer">
                {r.website_url}
              </Link>
            ) : (
              t('company_requests.none')
            )}
          </dd>
          <dt>{t('company_requests.field_language')}</dt>
          <dd>{mailLanguage}</dd>
          <dt>{t('company_requests.field_received')}</dt>
          <dd>{formatTokyoDateTime(r.created_at, language)}</dd>
          <dt>{t('company_requests.field_needs')}</dt>
          <dd lang={r.locale} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.hiring_needs}
          </dd>
          {r.reviewed_at && (
            <>
              <dt>{t('company_requests.field_reviewed')}</dt>
              <dd>
                {t('company_requests.reviewed_meta', {
                  date: formatTokyoDateTime(r.reviewed_at, language),
                  admin: r.reviewed_by_email ?? t('company_requests.former_admin'),
                })}
              </dd>
            </>
          )}
          {r.decline_reason && (
            <>
              <dt>{t('company_requests.field_reason')}</dt>
              <dd lang={r.locale} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.decline_reason}
              </dd>
            </>
          )}
        </FieldList>
      </SectionCard>
      {r.status === 'pending' && (
        <SectionCard title={t('company_requests.decision_title')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setDialog('approve')}>
              {t('company_requests.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('decline')}>
              {t('company_requests.decline')}
            </Button>
          </Box>
        </SectionCard>
      )}
      <ConfirmDialog
        open={dialog === 'approve'}
        title={t('company_requests.approve_title', { name: r.company_name })}
        message={t('company_requests.approve_message', { email: r.email, language: mailLanguage })}
        confirmLabel={t('company_requests.approve')}
        cancelLabel={t('review.cancel')}
        busy={approve.isPending}
        initialFocus="confirm"
        onConfirm={() => {
          setDone(null);
          approve.reset();
          approve.mutate();
        }}
        onCancel={() => setDialog(null)}
      />
      {dialog === 'decline' && (
        <ReasonDialog
          title={t('company_requests.decline_title', { name: r.company_name })}
          message={t('company_requests.decline_message', { email: r.email, language: mailLanguage })}
          label={t('company_requests.reason')}
          confirmLabel={t('company_requests.decline')}
          required
          busy={decline.isPending}
          error={decline.isError && !declineFieldError ? actionError(decline.error) : null}
          fieldError={declineFieldError}
          onConfirm={(reason) => {
            setDone(null);
            decline.mutate(reason);
          }}
          onCancel={() => {
            setDialog(null);
            decline.reset();
          }}
        />
      )}
    </Box>
  );
}
