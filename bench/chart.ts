// A hand-made SVG bar chart of the median timings, one panel per throttling profile, with the FCP and LCP targets drawn in.
import type { CellSummary } from "./results.ts";
import { targets } from "./targets.ts";

interface Series {
  label: string;
  color: string;
  pick(cell: CellSummary): number | null;
}

const series: readonly Series[] = [
  { label: "FCP", color: "#1c7ed6", pick: (cell) => cell.fcpMs?.median ?? null },
  { label: "LCP", color: "#f08c00", pick: (cell) => cell.lcpMs?.median ?? null },
  { label: "TBT", color: "#e03131", pick: (cell) => cell.tbtMs?.median ?? null },
  { label: "Load", color: "#868e96", pick: (cell) => cell.loadMs?.median ?? null },
];

const layout = {
  width: 960,
  labelWidth: 230,
  valueWidth: 70,
  barHeight: 8,
  barGap: 2,
  rowGap: 12,
  panelTitle: 34,
  axis: 22,
  top: 44,
} as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A round axis end: the next multiple of 1, 2 or 5 × 10ⁿ above `value`. */
export function niceAxisMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

export function renderTimingChart(cells: readonly CellSummary[], title: string): string {
  const profiles = [...new Set(cells.map((cell) => cell.profile))];
  const values = cells.flatMap((cell) => series.map((entry) => entry.pick(cell) ?? 0));
  const axisMax = niceAxisMax(Math.max(targets.lcpMs, ...values));
  const plotWidth = layout.width - layout.labelWidth - layout.valueWidth;
  const x = (ms: number) => layout.labelWidth + (ms / axisMax) * plotWidth;
  const rowHeight = series.length * (layout.barHeight + layout.barGap) + layout.rowGap;
  const parts: string[] = [];
  let y = layout.top;

  parts.push(`<text x="10" y="20" font-size="15" font-weight="bold">${escapeXml(title)}</text>`);
  series.forEach((entry, index) => {
    const legendX = layout.labelWidth + index * 90;
    parts.push(
      `<rect x="${legendX}" y="28" width="12" height="10" fill="${entry.color}"/><text x="${legendX + 16}" y="37">${entry.label} (ms)</text>`,
    );
  });

  for (const profile of profiles) {
    const rows = cells.filter((cell) => cell.profile === profile);
    const panelTop = y + layout.panelTitle;
    const panelBottom = panelTop + rows.length * rowHeight;
    parts.push(`<text x="10" y="${y + 22}" font-size="14" font-weight="bold">${escapeXml(profile)}</text>`);
    for (let tick = 0; tick <= 10; tick += 1) {
      const tickX = x((axisMax / 10) * tick);
      parts.push(`<line x1="${tickX}" y1="${panelTop - 4}" x2="${tickX}" y2="${panelBottom}" stroke="#dee2e6"/>`);
      parts.push(
        `<text x="${tickX}" y="${panelBottom + 14}" text-anchor="middle" fill="#495057">${Math.round((axisMax / 10) * tick)}</text>`,
      );
    }
    // The two targets sit close together: label FCP's to the left of its line and LCP's to the right.
    const targetLines = [
      { label: "FCP target", ms: targets.fcpMs, color: "#1c7ed6", anchor: "end", offset: -3 },
      { label: "LCP target", ms: targets.lcpMs, color: "#f08c00", anchor: "start", offset: 3 },
    ] as const;
    for (const { label, ms, color, anchor, offset } of targetLines) {
      parts.push(`<line x1="${x(ms)}" y1="${panelTop - 8}" x2="${x(ms)}" y2="${panelBottom}" stroke="${color}" stroke-dasharray="4 3"/>`);
      parts.push(`<text x="${x(ms) + offset}" y="${panelTop - 10}" text-anchor="${anchor}" fill="${color}" font-size="10">${label}</text>`);
    }
    rows.forEach((cell, rowIndex) => {
      const rowTop = panelTop + rowIndex * rowHeight;
      parts.push(
        `<text x="${layout.labelWidth - 8}" y="${rowTop + rowHeight / 2}" text-anchor="end">${escapeXml(`${cell.route} · ${cell.variant}`)}</text>`,
      );
      series.forEach((entry, seriesIndex) => {
        const value = entry.pick(cell);
        const barTop = rowTop + seriesIndex * (layout.barHeight + layout.barGap);
        if (value === null) return;
        parts.push(
          `<rect x="${layout.labelWidth}" y="${barTop}" width="${Math.max(1, x(value) - layout.labelWidth)}" height="${layout.barHeight}" fill="${entry.color}"/>`,
        );
        parts.push(
          `<text x="${x(value) + 4}" y="${barTop + layout.barHeight - 1}" font-size="9" fill="#495057">${Math.round(value)}</text>`,
        );
      });
    });
    y = panelBottom + layout.axis;
  }

  const height = y + 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${height}" viewBox="0 0 ${layout.width} ${height}" font-family="system-ui, sans-serif" font-size="12" fill="#212529">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...parts,
    "</svg>",
    "",
  ].join("\n");
}
