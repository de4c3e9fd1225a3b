const defaultZoom = 1;
const maxZoom = 2;

/** Reads a CSS `zoom` value ("1.25", "125%", "" …) as a factor in 0..2; empty or unreadable values mean 1. */
export function parseZoom(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
  if (!match?.[1]) return defaultZoom;
  const factor = match[2] === "%" ? Number(match[1]) / 100 : Number(match[1]);
  if (!Number.isFinite(factor)) return defaultZoom;
  return Math.min(maxZoom, Math.max(0, factor));
}

/** The zoom currently set on the document's root element (`document.documentElement.style.zoom`). */
export function readDocumentZoom(doc: Document): number {
  return parseZoom(doc.documentElement.style.zoom);
}
