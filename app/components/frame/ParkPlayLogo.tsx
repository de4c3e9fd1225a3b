interface ParkPlayLogoProps {
  size?: "toolbar" | "footer";
}

/**
 * The two-part wordmark, drawn in CSS text so it is crisp at any zoom and costs no request. The brand is written left to
 * right on every page: in a right-to-left page its flex row would otherwise put "Play" before "Park".
 */
export function ParkPlayLogo({ size = "toolbar" }: ParkPlayLogoProps) {
  return (
    <span className="pp-wordmark" data-size={size} dir="ltr">
      <span>Park</span>
      <span className="pp-wordmark-play">Play</span>
    </span>
  );
}
