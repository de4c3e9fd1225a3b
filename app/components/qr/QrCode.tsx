import { qrCodePixels, type QrCodeDrawing } from "~/lib/qr/qr-code";

interface QrCodeProps {
  drawing: QrCodeDrawing;
  /** What the code holds, in words: "QR code of the backup link". */
  "aria-label": string;
}

/** A QR code drawn by lib/qr as one SVG image, dark on a white square; its sheet (settings-dialog.css) lets it shrink to fit. */
export function QrCode({ drawing, "aria-label": label }: QrCodeProps) {
  const pixels = qrCodePixels(drawing.modules);
  return (
    <svg
      className="pp-qr-code"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${drawing.modules} ${drawing.modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.modules} height={drawing.modules} fill="#fff" />
      <path d={drawing.darkPath} fill="#000" />
    </svg>
  );
}
