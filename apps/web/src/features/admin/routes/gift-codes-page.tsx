import { GIFT_CODES_PER_UPLOAD } from '@hashi/shared/referral.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatYen, parseYen } from '../../../lib/format/money.ts';
import { GIFT_CODE_POOL_KEY, giftCodePoolQuery, uploadGiftCodes } from '../api/admin-gift-codes.ts';
import { ADMIN_NS } from '../i18n.ts';

const FIELDS = ['amount_yen', 'codes'] as const;
/** The amount and the pasted codes, as typed. */
type Values = Record<(typeof FIELDS)[number], string>;

/** The pasted text → its codes (blank lines skipped) and, for each, the line it came from. */
function readCodes(text: string): { codes: string[]; lines: number[] } {
  const codes: string[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const code = line.trim();
    if (code === '') return;
    codes.push(code);
    lines.push(index + 1);
  });
  return { codes, lines };
}

/** A refused code as the admin can find it: its line, the code and the server's reason. */
type CodeProblem = { line: number; code: string; message: string };

function codeProblems(error: unknown, upload: { codes: string[]; lines: number[] }): CodeProblem[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
    const match = /^codes\.(\d+)$/.exec(field);
    if (!match) return [];
    const index = Number(match[1]);
    return [{ line: upload.lines[index] ?? index + 1, code: upload.codes[index] ?? '', message: messages.join(' ') }];
  });
}

/** The pool: per amount, the codes still free and the codes given to rewards. */
function Pool() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const pool = useQuery(giftCodePoolQuery());
  if (pool.isPending) return <ConsoleLoading />;
  if (pool.isError) return <ConsoleError error={pool.error} onRetry={() => void pool.refetch()} />;
  if (pool.data.data.length === 0) return <ConsoleEmpty>{t('gift_codes.empty')}</ConsoleEmpty>;
  const count = (n: number) => n.toLocaleString(i18n.language.startsWith('ja') ? 'ja-JP' : 'en-US');
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('gift_codes.pool_title')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('gift_codes.amount')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('gift_codes.available')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('gift_codes.used')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pool.data.data.map((row) => (
            <TableRow key={row.amount_yen}>
              <TableCell component="th" scope="row">
                {formatYen(row.amount_yen, i18n.language)}
              </TableCell>
              <TableCell align="right">{count(row.available)}</TableCell>
              <TableCell align="right">{count(row.used)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** Codes of one amount, pasted one per line; the server adds all of them or none. */
function UploadForm() {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<number | null>(null);
  const [problems, setProblems] = useState<CodeProblem[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { amount_yen: '', codes: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useMutation({
    meta: { silent: true },
    mutationFn: (sent: { amount: number; codes: string[]; lines: number[] }) =>
      uploadGiftCodes({ amount_yen: sent.amount, codes: sent.codes }),
    onSuccess: async (count) => {
      setAdded(count);
      reset();
      await queryClient.invalidateQueries({ queryKey: GIFT_CODE_POOL_KEY });
    },
    onError: (error, sent) => {
      if (!isApiError(error) || error.status !== 422) {
        setFormError(actionError(error));
        return;
      }
      // Refused codes are listed by line under the box; other messages go under their field or above the form.
      const found = codeProblems(error, sent);
      setProblems(found);
      const other: string[] = [];
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (/^codes\.\d+$/.test(field)) continue;
        if ((FIELDS as readonly string[]).includes(field)) {
          setError(field as (typeof FIELDS)[number], { type: 'server', message: messages.join('\n') });
        } else other.push(...messages);
      }
      if (found.length > 0 && !error.fieldErrors.codes) {
        setError('codes', { type: 'server', message: t('gift_codes.codes_refused', { count: found.length }) });
      }
      if (Object.keys(error.fieldErrors).length === 0 && error.body?.message) other.push(error.body.message);
      setFormError(other.join('\n') || null);
    },
  });
  const busy = upload.isPending;
  const { errors } = formState;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          setAdded(null);
          setProblems([]);
          const amount = parseYen(values.amount_yen);
          upload.mutate({ amount: amount ?? Number.NaN, ...readCodes(values.codes) });
        })}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('gift_codes.upload_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('gift_codes.upload_help', { max: GIFT_CODES_PER_UPLOAD.toLocaleString('en-US') })}
        </Typography>
        {added !== null && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('gift_codes.added', { count: added })}
          </Alert>
        )}
        {formError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <FormTextField
          label={t('gift_codes.amount_yen')}
          registration={register('amount_yen', {
            validate: (v) =>
              v.trim() === '' ? 'validation.required' : !Number.isNaN(parseYen(v)) || 'validation.number',
          })}
          error={errorText(errors.amount_yen?.message)}
          helperText={t('gift_codes.amount_yen_help')}
          inputMode="numeric"
          required
          disabled={busy}
          sx={{ maxWidth: 320 }}
        />
        <FormTextField
          label={t('gift_codes.codes')}
          registration={register('codes')}
          error={errorText(errors.codes?.message)}
          helperText={t('gift_codes.codes_help')}
          required
          multiline
          minRows={6}
          disabled={busy}
        />
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('gift_codes.problems_title')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map((p) => (
                <li key={p.line}>{t('gift_codes.problem', { line: p.line, code: p.code, message: p.message })}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Button type="submit" variant="contained" loading={busy}>
          {t('gift_codes.upload')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /admin/gift-codes: the pool of gift-certificate codes the rewards take from (ADR 0030), and uploads. */
export default function GiftCodesPage() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('gift_codes.title')}
      </Typography>
      <UploadForm />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('gift_codes.pool_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('gift_codes.pool_help')}
      </Typography>
      <Pool />
    </Box>
  );
}
