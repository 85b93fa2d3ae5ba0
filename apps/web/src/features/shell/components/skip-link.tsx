import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: lets keyboard users jump past the navigation. Visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="hashi-skip-link"
      onClick={(event) => {
        // Move focus, not only the scroll position, so the next Tab continues inside the page.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('a11y.skip_to_content')}
    </a>
  );
}
