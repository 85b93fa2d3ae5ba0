import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseArticleBody } from './article-body.ts';

/** An article's body as headings (h2), paragraphs and lists — all text, no HTML from the author. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <Box>
      {parseArticleBody(body).map((block, i) => {
        // The blocks of one body never move: their index is their identity.
        const key = i;
        if (block.kind === 'heading') {
          return (
            <Typography key={key} component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
              {block.text}
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={key} component="ul" sx={{ pl: 3, mt: 0, mb: 2, display: 'grid', gap: 0.75 }}>
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their order is fixed.
                <Typography component="li" key={j} sx={{ lineHeight: 1.8 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={key} sx={{ mb: 2, lineHeight: 1.8 }}>
            {block.text}
          </Typography>
        );
      })}
    </Box>
  );
}
