import Avatar from '@mui/material/Avatar';

/** The company's logo, or its initial on a tinted square; decorative beside the company's name. */
export function CompanyLogo({ name, url, size = 48 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.light', fontWeight: 700, border: 1, borderColor: 'divider' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
