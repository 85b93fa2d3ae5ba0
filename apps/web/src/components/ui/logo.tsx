type LogoProps = { size?: number; showWordmark?: boolean };

/**
 * The mark is a bridge (橋, "hashi"): an arch over three piers. Drawn inline so it needs no request
 * and takes the brand colour from `currentColor`; decorative, so the link around it is named.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M5 21c3-6 7-9 11-9s8 3 11 9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M4 21h24M10 16v5M16 12v9M22 16v5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ size = 32, showWordmark = true }: LogoProps) {
  return (
    <>
      <LogoMark size={size} />
      {showWordmark && (
        <span aria-hidden="true">
          <span className="hashi-logo__word" style={{ fontSize: size * 0.66 }}>
            Hashi
          </span>{' '}
          <span className="hashi-logo__kanji" style={{ fontSize: size * 0.4 }}>
            橋
          </span>
        </span>
      )}
    </>
  );
}
