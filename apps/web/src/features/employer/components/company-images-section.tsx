import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CompanyImage, COMPANY_IMAGE_MAX_BYTES } from '@hashi/shared/company-image.schema';
import { CompanyDocumentType } from '@hashi/shared/jobs-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { companyImagesQuery } from '../api/company-images.ts';
import { deleteCompanyImage } from '../api/delete-company-image.ts';
import { employerCompanyQuery } from '../api/company.ts';
import { uploadCompanyImage } from '../api/upload-company-image.ts';
import { EMPLOYER_NS } from '../i18n.ts';

const SLOTS = [
  { type: CompanyDocumentType.Logo, key: 'logo', box: { width: 96, height: 96 } },
  { type: CompanyDocumentType.Cover, key: 'cover', box: { width: '100%', height: 96 } },
] as const;
const ACCEPT = 'image/jpeg,image/png,image/webp';

type Message = { ok: boolean; text: string };

/** One image type: what is shown now, a file picker to replace it, and a remove button. */
function ImageSlot({
  slot,
  image,
  onMessage,
}: {
  slot: (typeof SLOTS)[number];
  image: CompanyImage | undefined;
  onMessage: (message: Message) => void;
}) {
  const { t } = useTranslation(EMPLOYER_NS);
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companyImagesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: employerCompanyQuery.queryKey }),
    ]);
  };
  const upload = useMutation({
    meta: { silent: true },
    mutationFn: (file: File) => uploadCompanyImage(slot.type, file),
    onSuccess: async () => {
      await refresh();
      onMessage({ ok: true, text: t(`company.images.${slot.key}_saved`) });
    },
    onError: (error) => onMessage({ ok: false, text: actionError(error) }),
  });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => deleteCompanyImage(id),
    onSuccess: async () => {
      await refresh();
      onMessage({ ok: true, text: t(`company.images.${slot.key}_removed`) });
    },
    onError: (error) => onMessage({ ok: false, text: actionError(error) }),
  });
  const busy = upload.isPending || remove.isPending;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > COMPANY_IMAGE_MAX_BYTES) {
      onMessage({ ok: false, text: t('company.images.too_large') });
      return;
    }
    upload.mutate(file);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {t(`company.images.${slot.key}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t(`company.images.${slot.key}_help`)}
      </Typography>
      <Box
        sx={{
          ...slot.box,
          my: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={t(`company.images.${slot.key}_alt`)}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: slot.type === CompanyDocumentType.Logo ? 'contain' : 'cover',
            }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('company.images.none')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <input id={inputId} type="file" accept={ACCEPT} hidden onChange={onFile} disabled={busy} />
        <Button component="label" htmlFor={inputId} variant="outlined" loading={upload.isPending} disabled={busy}>
          {t(image ? `company.images.${slot.key}_replace` : `company.images.${slot.key}_upload`)}
        </Button>
        {image && (
          <Button color="error" onClick={() => remove.mutate(image.id)} loading={remove.isPending} disabled={busy}>
            {t(`company.images.${slot.key}_remove`)}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** The company's logo and cover (ADR 0036): JPEG, PNG or WebP up to 5 MB, resized by the server. */
export function CompanyImagesSection() {
  const { t } = useTranslation(EMPLOYER_NS);
  const images = useQuery(companyImagesQuery);
  const [message, setMessage] = useState<Message | null>(null);
  const of = (type: number) => images.data?.find((i) => i.payload_type === type);
  return (
    <Box component="section" aria-labelledby="company-images-title" sx={{ mb: 4 }}>
      <Typography id="company-images-title" component="h2" variant="h6" gutterBottom>
        {t('company.images.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('company.images.help')}
      </Typography>
      <FieldGroup columns={2}>
        {SLOTS.map((slot) => (
          <ImageSlot key={slot.key} slot={slot} image={of(slot.type)} onMessage={setMessage} />
        ))}
      </FieldGroup>
      {message && (
        <Alert
          severity={message.ok ? 'success' : 'error'}
          role={message.ok ? 'status' : 'alert'}
          sx={{ mt: 2, whiteSpace: 'pre-line' }}
        >
          {message.text}
        </Alert>
      )}
    </Box>
  );
}
