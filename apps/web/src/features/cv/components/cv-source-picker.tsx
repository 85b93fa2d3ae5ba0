import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CvParseResponse, cvParseUrlRequestSchema } from '@hashi/shared/cv-parse.schema';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { parseCvFile, parseCvUrl } from '../api/parse-cv.ts';
import { CV_NS } from '../i18n.ts';
import { checkCvFiles } from '../review/file-check.ts';
import { CvFileDrop } from './cv-file-drop.tsx';

type Source = { kind: 'file'; file: File } | { kind: 'url'; url: string };

/** The screen shows its own failures (under the field or above the drop zone), never the global dialog. */
const silent = { silent: true };

/**
 * Step one of the CV import: one file (dropped or picked) or a public page's URL. The file is
 * checked here first (type, 5 MB, one file — spec §5), then read by the server while a progress
 * bar says so; its proposals go to `onParsed`.
 */
export function CvSourcePicker({ onParsed }: { onParsed: (result: CvParseResponse) => void }) {
  const { t } = useTranslation(CV_NS);
  const errorText = useErrorText();
  const [fileError, setFileError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const urlForm = useForm({ resolver: zodFormResolver(cvParseUrlRequestSchema), defaultValues: { url: '' } });

  const parse = useMutation({
    mutationFn: (source: Source) => {
      abort.current = new AbortController();
      const { signal } = abort.current;
      return source.kind === 'file' ? parseCvFile(source.file, signal) : parseCvUrl(source.url, signal);
    },
    meta: silent,
    onSuccess: onParsed,
    onError: (error, source) => {
      if (abort.current?.signal.aborted) return;
      const message = isApiError(error) ? error.message : t('upload.failed');
      if (source.kind === 'file') setFileError(message);
      else {
        const fieldMessage = isApiError(error) ? error.fieldErrors.url?.join('\n') : undefined;
        urlForm.setError('url', { type: 'server', message: fieldMessage ?? message }, { shouldFocus: true });
      }
    },
  });

  const pickFiles = (files: File[]) => {
    setFileError(null);
    const problem = checkCvFiles(files);
    if (problem) {
      setFileError(t(`shared:${problem}`));
      return;
    }
    parse.mutate({ kind: 'file', file: files[0]! });
  };

  const submitUrl = urlForm.handleSubmit(({ url }) => {
    setFileError(null);
    parse.mutate({ kind: 'url', url });
  });

  const reading = parse.isPending ? parse.variables : undefined;

  return (
    <Box>
      {fileError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {fileError}{' '}
          <Link component={RouterLink} to="/contact-us" color="inherit">
            {t('upload.contact_support')}
          </Link>
        </Alert>
      )}
      {reading ? (
        <Box role="status" aria-live="polite" sx={{ py: 5, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('upload.reading')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {reading.kind === 'file' ? reading.file.name : reading.url}
          </Typography>
          <LinearProgress aria-label={t('upload.reading')} sx={{ maxWidth: 420, mx: 'auto', mb: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('upload.reading_hint')}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              abort.current?.abort();
              parse.reset();
            }}
          >
            {t('upload.cancel')}
          </Button>
        </Box>
      ) : (
        <>
          <CvFileDrop onFiles={pickFiles} />
          <Box component="form" noValidate onSubmit={submitUrl} sx={{ mt: 4 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('upload.url_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('upload.url_intro')}
            </Typography>
            <FormTextField
              label={t('upload.url_label')}
              type="url"
              inputMode="text"
              autoComplete="url"
              registration={urlForm.register('url')}
              error={errorText(urlForm.formState.errors.url?.message)}
              helperText={t('upload.url_hint')}
            />
            <Button type="submit" variant="outlined" size="large">
              {t('upload.url_submit')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
