import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { Link as RouterLink } from 'react-router';

type JobHeadingProps = {
  job: JobPostingCard;
  /** The id of the title, which names the card around it. */
  titleId: string;
  /** The posting's page. */
  to: string;
  /** Where the posting's page leads back to. */
  from: string;
  title: { component: 'h2' | 'h3'; variant: 'h6' | 'subtitle1'; sx: SxProps<Theme> };
};

/** Role, title and company of a posting in a list; the title is the link to the posting. */
export function JobHeading({ job, titleId, to, from, title }: JobHeadingProps) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        {job.job_position.name}
      </Typography>
      <Typography id={titleId} component={title.component} variant={title.variant} sx={title.sx}>
        <Link
          component={RouterLink}
          to={to}
          state={{ from }}
          lang={job.content_language}
          underline="hover"
          color="inherit"
        >
          {job.title}
        </Link>
      </Typography>
      <Typography variant="body2" component="p">
        {job.company.name}
      </Typography>
    </Box>
  );
}
