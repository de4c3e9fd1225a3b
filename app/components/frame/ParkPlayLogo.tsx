interface ParkPlayLogoProps {
  size?: "toolbar" | "footer";
}

/** The two-part wordmark, drawn in CSS text so it is crisp at any zoom and costs no request. */
export function ParkPlayLogo({ size = "toolbar" }: ParkPlayLogoProps) {
  return (
    <span className="pp-wordmark" data-size={size}>
      <span>Park</span>
      <span className="pp-wordmark-play">Play</span>
    </span>
  );
}
