import Pagination, { type PaginationProps } from '@mui/material/Pagination';

type Props = {
  /** The number of pages (the list's `meta.last_page`): a single page shows no pagination. */
  count: number;
  page: number;
  onChange: (page: number) => void;
  /** The name of the navigation landmark (without it, MUI's "pagination navigation"). */
  label?: string;
  /** The name of each page button (without it, MUI's "Go to page 2", "page 3"…). */
  getItemAriaLabel?: PaginationProps['getItemAriaLabel'];
  /** 'primary' fills the current page with the brand colour. */
  color?: 'primary' | 'standard';
};

/** The page links under a list, centred below it. */
export function ListPagination({ count, page, onChange, label, getItemAriaLabel, color = 'standard' }: Props) {
  if (count <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      count={count}
      page={page}
      onChange={(_, next) => onChange(next)}
      color={color}
      // Only when given: an explicit undefined would erase MUI's default name.
      {...(label ? { 'aria-label': label } : {})}
      {...(getItemAriaLabel ? { getItemAriaLabel } : {})}
    />
  );
}
