/**
 * The blog's body format (markdown-lite, blog.schema.ts): paragraphs split by blank lines, `## `
 * headings and `- ` list items. Parsed to blocks of text that React renders as text, never as HTML.
 */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (/^[-*] /.test(line)) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.kind === 'list') last.items.push(item);
        else blocks.push({ kind: 'list', items: [item] });
      } else {
        // A line after a list item continues a paragraph, not the item.
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
