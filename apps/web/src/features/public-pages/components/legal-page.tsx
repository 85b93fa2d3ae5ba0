import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format/date.ts';
import type { LegalBlock, LegalDocument } from '../content/legal-document.ts';
import { operatorIn } from '../content/operator.ts';
import { PUBLIC_PAGES_NS } from '../i18n.ts';

/** The operator's particulars (content/operator.ts), the same on every legal page. */
function OperatorDetails({ lng }: { lng: 'en' | 'ja' }) {
  const { t } = useTranslation(PUBLIC_PAGES_NS, { lng });
  const operator = operatorIn(lng);
  const rows: Array<[string, ReactNode]> = [
    [t('legal.operator_name'), operator.name],
    [t('legal.operator_office'), operator.registeredOffice],
    [t('legal.operator_representative'), operator.representative],
    [
      t('legal.operator_contact'),
      <Link key="contact" href={`mailto:${operator.email}`}>
        {operator.email}
      </Link>,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        mt: 0,
        mb: 1.5,
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, lineHeight: 1.8 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function Block({ block, lng }: { block: LegalBlock; lng: 'en' | 'ja' }) {
  if (typeof block === 'string') return <Typography sx={{ mb: 1.5, lineHeight: 1.8 }}>{block}</Typography>;
  if ('operator' in block) return <OperatorDetails lng={lng} />;
  if ('links' in block) {
    return (
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, display: 'grid', gap: 0.75 }}>
        {block.links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mt: 0, mb: 1.5, display: 'grid', gap: 0.75 }}>
      {block.list.map((item) => (
        <Typography component="li" key={item} sx={{ lineHeight: 1.8 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * One long text (terms, privacy policy, handling of personal information, about us): the title, the
 * revision date, a table of contents linking to each section, and the sections with h2 headings.
 * Everything is rendered as text, in the document's language (`lang`).
 */
export function LegalPage({ document: doc, lng }: { document: LegalDocument; lng: 'en' | 'ja' }) {
  const { t } = useTranslation(PUBLIC_PAGES_NS, { lng });
  return (
    <Box
      component="article"
      lang={lng}
      aria-labelledby="legal-title"
      sx={{ maxWidth: 860, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}
    >
      <Typography
        id="legal-title"
        component="h1"
        variant="h4"
        sx={{ fontWeight: 800, mb: 1, fontSize: { xs: 26, md: 34 } }}
      >
        {doc.title}
      </Typography>
      {doc.revised && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('legal.revised', { date: formatDate(doc.revised, lng) })}
        </Typography>
      )}
      {doc.intro.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never move.
        <Block key={i} block={block} lng={lng} />
      ))}
      {doc.sections.length > 1 && (
        <Paper component="nav" variant="outlined" aria-labelledby="legal-toc" sx={{ p: { xs: 2, md: 3 }, my: 3 }}>
          <Typography id="legal-toc" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('legal.contents')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
          </Box>
        </Paper>
      )}
      {doc.sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 4 }}>
          <Typography
            id={section.id}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 80 }}
            tabIndex={-1}
          >
            {section.heading}
          </Typography>
          {section.blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never move.
            <Block key={i} block={block} lng={lng} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
