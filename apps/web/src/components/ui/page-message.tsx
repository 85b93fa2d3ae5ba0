import { type ReactNode, useEffect } from 'react';
import { LogoMark } from './logo.tsx';

type PageMessageProps = { code?: string; title: string; body?: string; children?: ReactNode };

/**
 * A whole-page message (404, load failure): the mark, a heading and what to do next. Plain HTML, so
 * it also renders when the UI library's chunk is what failed to load.
 */
export function PageMessage({ code, title, body, children }: PageMessageProps) {
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <div className="hashi-page-message">
      <div className="hashi-page-message__mark">
        <LogoMark size={56} />
      </div>
      {code && (
        <p className="hashi-page-message__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="hashi-page-message__title">{title}</h1>
      {body && <p className="hashi-page-message__body">{body}</p>}
      {children}
    </div>
  );
}
