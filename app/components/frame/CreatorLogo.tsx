/** The creator's monogram; inline SVG so the footer needs no image request. */
export function CreatorLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2c2e33" />
      <path d="M10 23 16 9l6 14M12.4 18h7.2" fill="none" stroke="#66d9e8" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
