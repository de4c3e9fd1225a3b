// The dated Markdown section appended to docs/benchmarks.md: bytes, page loads per profile, worker speed, Lighthouse and phone to car.
import { byteBudgets, firstFlightBudgetFor, firstFlightRoute, type RouteBytes } from "../test-support/byte-budgets.ts";
import type { LatencySummary, PairingResults, PairingSeriesName } from "./pairing-samples.ts";
import type { CardScrollMoment, CardScrollResults } from "./card-scroll.ts";
import type { CardTapResults } from "./card-tap.ts";
import type { SettingsSaveResults } from "./settings-save.ts";
import { describeLocale, type BenchLocale } from "./locales.ts";
import type { FigureChange } from "./history.ts";
import { blockingCauses, describeCauses, type BlockingCause } from "./main-thread-trace.ts";
import type { BenchResults, CellSummary, PageLoadSample } from "./results.ts";
import type { TapDuringLoadResults } from "./tap-during-load.ts";
import type { SetupCarryResults } from "./setup-carry.ts";
import { targets } from "./targets.ts";
import type { Summary } from "./stats.ts";

const pass = (ok: boolean) => (ok ? "✅" : "❌");

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function formatSummary(summary: Summary | null, format: (value: number) => string): string {
  if (!summary) return "—";
  const [median, min, max] = [format(summary.median), format(summary.min), format(summary.max)];
  return min === max ? median : `${median} (${min}–${max})`;
}

const wholeMs = (value: number) => String(Math.round(value));
const clsValue = (value: number) => value.toFixed(3);
const count = (value: number) => String(Math.round(value));
const kilobytes = (value: number) => (value / 1024).toFixed(1);

export function renderBytesTable(routes: readonly RouteBytes[]): string[] {
  const rows = routes.map((route) => {
    const stylesheets = route.stylesheets.reduce((total, file) => total + file.gzipBytes, 0);
    const flightOk = route.path !== firstFlightRoute || route.firstFlightGzipBytes <= firstFlightBudgetFor(route);
    const jsOk = route.firstLoadJsGzipBytes <= byteBudgets.firstLoadJsGzipBytes;
    return [
      route.setup === null ? `\`${route.path}\`` : `\`${route.path}\` with the ${route.setup} setup`,
      formatKilobytes(route.html.gzipBytes),
      `${formatKilobytes(route.inlineCss.gzipBytes)} (${formatKilobytes(route.inlineCss.bytes)} raw)`,
      route.stylesheets.length === 0 ? "none" : `${formatKilobytes(stylesheets)} (${route.stylesheets.length} files)`,
      `${formatKilobytes(route.firstFlightGzipBytes)}${route.path === firstFlightRoute ? ` ${pass(flightOk)}` : ""}`,
      `${formatKilobytes(route.firstLoadJsGzipBytes)} (${route.firstLoadJs.length} files) ${pass(jsOk)}`,
      route.sentryFiles.length === 0 ? "none ✅" : `${route.sentryFiles.length} files ❌`,
    ];
  });
  return [
    `Budgets: HTML + render-blocking CSS of \`${firstFlightRoute}\` ≤ ${formatKilobytes(byteBudgets.firstFlightGzipBytes)} (with the maximal setup ≤ ${formatKilobytes(byteBudgets.maximalSetupFirstFlightGzipBytes)}, see test-support/byte-budgets.ts), first-load JS ≤ ${formatKilobytes(byteBudgets.firstLoadJsGzipBytes)} per route, no Sentry in it. All gzip (level 6), 1 KB = 1024 B.`,
    "",
    "| Route | HTML | inlined CSS (inside the HTML) | stylesheets | first flight | first-load JS | Sentry |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ];
}

function verdictText(cell: CellSummary): string {
  if (!cell.verdict) return "—";
  const failed = Object.entries(cell.verdict)
    .filter(([, ok]) => ok === false)
    .map(([name]) => name);
  return failed.length === 0 ? "✅" : `❌ ${failed.join(", ")}`;
}

const ratio = (value: number | null) => (value === null ? "—" : `${value.toFixed(2)}×`);

const lcpElementText = (cell: CellSummary) =>
  cell.lcpElements.length === 0 ? "—" : cell.lcpElements.map(({ element, rounds }) => `\`${element}\` ×${rounds}`).join(", ");

function pageLoadTable(cells: readonly CellSummary[]): string[] {
  return [
    "| Route | Variant | FCP ms | LCP ms | TBT ms | CLS | Load ms | Requests | KB | Requests before load | KB before load | LCP ÷ floor | LCP ÷ default | LCP element | Targets |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...cells.map((cell) => {
      const problems = [
        cell.failedRounds > 0 ? `${cell.failedRounds} failed` : "",
        cell.unsettledRounds > 0 ? `${cell.unsettledRounds} unsettled` : "",
      ].filter(Boolean);
      return `| \`${cell.route}\` | ${cell.variant}${problems.length > 0 ? ` (${problems.join(", ")})` : ""} | ${[
        formatSummary(cell.fcpMs, wholeMs),
        formatSummary(cell.lcpMs, wholeMs),
        formatSummary(cell.tbtMs, wholeMs),
        formatSummary(cell.cls, clsValue),
        formatSummary(cell.loadMs, wholeMs),
        formatSummary(cell.requests, count),
        formatSummary(cell.transferredBytes, kilobytes),
        formatSummary(cell.requestsBeforeLoad, count),
        formatSummary(cell.transferredBytesBeforeLoad, kilobytes),
        ratio(cell.lcpToStaticFloor),
        ratio(cell.lcpToDefault),
        lcpElementText(cell),
        verdictText(cell),
      ].join(" | ")} |`;
    }),
  ];
}

/** The default pages carry no preference cookies. */
const localeText = (locale: BenchLocale | null) => (locale === null ? "default (no cookies: English for the US)" : describeLocale(locale));

/**
 * Issues 24 and 31: each page's median LCP ÷ the median LCP of its own language's static floor (the same page, rendered
 * with the same cookies, without scripts) on the same route and profile, one row per page and profile.
 */
export function renderStaticFloorTable(cells: readonly CellSummary[]): string[] {
  const paired = cells.filter((cell) => cell.staticFloorVariant !== null);
  if (paired.length === 0) return [];
  return [
    "| Profile | Route | Language | Page | LCP ms | Floor | Floor LCP ms | LCP ÷ floor |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...paired.map((cell) => {
      const floor = cells.find(
        (candidate) =>
          candidate.variant === cell.staticFloorVariant && candidate.profile === cell.profile && candidate.route === cell.route,
      );
      const judged =
        cell.lcpToStaticFloor === null
          ? " (floor not measured)"
          : ` ≤ ${targets.lcpToStaticFloor}× ${pass(cell.lcpToStaticFloor <= targets.lcpToStaticFloor)}`;
      return `| ${cell.profile} | \`${cell.route}\` | ${localeText(cell.locale)} | ${cell.variant} | ${formatSummary(cell.lcpMs, wholeMs)} | ${cell.staticFloorVariant} | ${formatSummary(floor?.lcpMs ?? null, wholeMs)} | ${ratio(cell.lcpToStaticFloor)}${judged} |`;
    }),
  ];
}

const wholeBytes = (value: number) => String(Math.round(value));

/** Request-header bytes per load, the figure that grows with the setup's cookies. */
function requestHeaderTable(cells: readonly CellSummary[]): string[] {
  return [
    "| Profile | Route | Variant | Requests | Document request headers, B | All request headers, B |",
    "| --- | --- | --- | --- | --- | --- |",
    ...cells.map(
      (cell) =>
        `| ${cell.profile} | \`${cell.route}\` | ${cell.variant} | ${formatSummary(cell.requests, count)} | ${formatSummary(cell.documentRequestHeaderBytes, wholeBytes)} | ${formatSummary(cell.requestHeaderBytes, wholeBytes)} |`,
    ),
  ];
}

function workerTable(worker: NonNullable<BenchResults["worker"]>): string[] {
  const { ssr, localeSsr, throughput } = worker;
  const [reference] = localeSsr.timings;
  const localeRows = localeSsr.timings.map(({ name, timeToLastByteMs }) => {
    const ratio = reference === undefined ? 1 : timeToLastByteMs.median / reference.timeToLastByteMs.median;
    return `| SSR of \`${localeSsr.path}\` in ${name}, alternating, median (min–max) of ${localeSsr.requests} | ${formatSummary(timeToLastByteMs, (value) => `${value.toFixed(1)} ms`)}, ${ratio.toFixed(2)}× en-US | ≤ ${targets.localeSsrRatio}× ${pass(ratio <= targets.localeSsrRatio)} |`;
  });
  return [
    "| Measure | Value | Target |",
    "| --- | --- | --- |",
    `| SSR of \`${ssr.path}\`, time to last byte, median (min–max) of ${ssr.requests} sequential requests | ${formatSummary(ssr.timeToLastByteMs, (value) => `${value.toFixed(1)} ms`)} | ≤ ${targets.ssrMedianMs} ms ${pass(ssr.timeToLastByteMs.median <= targets.ssrMedianMs)} |`,
    ...localeRows,
    `| Worker-reported \`duration_ms\` (page_view log: until the streamed response starts, so not the whole render) | ${formatSummary(ssr.serverDurationMs, (value) => `${value.toFixed(0)} ms`)} | — |`,
    `| Throughput of \`${throughput.pagePath}\` (${throughput.connections} connections, ${throughput.seconds} s) | ${throughput.pageRequestsPerSecond.toFixed(0)} req/s | — |`,
    `| Throughput of \`${throughput.staticPath}\` (static asset) | ${throughput.staticRequestsPerSecond.toFixed(0)} req/s | — |`,
    `| Page ÷ static throughput | ${throughput.ratio.toFixed(2)} | ≥ ${targets.throughputRatio} ${pass(throughput.ratio >= targets.throughputRatio)} |`,
  ];
}

function lighthouseTable(results: NonNullable<BenchResults["lighthouse"]>): string[] {
  const score = (value: number | null) => (value === null ? "—" : value.toFixed(2));
  const ms = (value: number | null) => (value === null ? "—" : wholeMs(value));
  return [
    `Target: performance ≥ ${targets.lighthousePerformance}.`,
    "",
    "| Route | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(({ path, scores, metrics, runtimeError }) => {
      const performance =
        scores.performance === null
          ? `— ${runtimeError ?? ""}`
          : `${score(scores.performance)} ${pass(scores.performance >= targets.lighthousePerformance)}`;
      return `| \`${path}\` | ${performance} | ${score(scores.accessibility)} | ${score(scores.bestPractices)} | ${score(scores.seo)} | ${ms(metrics.fcpMs)} | ${ms(metrics.lcpMs)} | ${ms(metrics.tbtMs)} | ${metrics.cls === null ? "—" : clsValue(metrics.cls)} |`;
    }),
  ];
}

const seriesTitles: Record<PairingSeriesName, string> = {
  "link-up": "link up",
  "link-dropped": "link dropped once",
};

function latencyCells(summary: LatencySummary | null): string[] {
  if (!summary) return ["—", "—", "—"];
  return [`${wholeMs(summary.median)} ms`, `${wholeMs(summary.p90)} ms`, `${wholeMs(summary.min)}–${wholeMs(summary.max)} ms`];
}

export function renderPairingSection(pairing: PairingResults): string[] {
  const skew = pairing.clockSkew;
  const skewText = skew
    ? `the two pages' clocks differed by ${skew.carMinusPhoneMs.toFixed(2)} ms (±${skew.uncertaintyMs.toFixed(2)} ms) when read from Node before the samples`
    : "the two pages' clocks could not be compared";
  const lines = [
    `A link from the phone's pairing page to the car's notice, over loopback straight to wrangler dev (no proxy, no throttling). ` +
      `The car is a 980×560 touch context on \`/\` with the "Send from phone" panel open; the phone a 390×844 touch context on the pairing page. ` +
      `**Send → notice** runs from the click the phone's tap on "Send to car" produces (marked in the phone's page before the app's handler) ` +
      `to the first paint of the car's "Link from your phone" notice (Element Timing in the car's page, which Chromium rounds to 4 ms); ` +
      `both marks are \`performance.timeOrigin + performance.now()\`, and ${skewText}. ` +
      `**Link dropped once**: before each tap the car's context goes offline until the panel says "Reconnecting…", and comes back online ${pairing.offlineAfterSendMs / 1000} s after the tap; ` +
      `**online → notice** runs from the car's \`online\` event to the notice's paint, which is what reconnecting and the relay's re-send cost. ` +
      `${pairing.samplesPerSeries} samples per series after a discarded warm-up on a pairing of its own; the car closes and reopens its panel for a new code every ${pairing.samplesPerPairing} samples ` +
      `(the relay takes ${pairing.samplesPerPairing} messages a minute per code) and dismisses each notice before the next tap. ` +
      `Load average as the phase began: ${pairing.load.average.toFixed(1)} on ${pairing.load.cpus} CPUs.`,
    "",
    "| Series | Samples | Send → notice, median | p90 | min–max | Online → notice, median | p90 | min–max |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pairing.series.map((series) => {
      const failed = series.failedSamples > 0 ? ` (${series.failedSamples} failed)` : "";
      return `| ${seriesTitles[series.series]} | ${series.measuredSamples - series.failedSamples}${failed} | ${[
        ...latencyCells(series.sendToNoticeMs),
        ...latencyCells(series.onlineToNoticeMs),
      ].join(" | ")} |`;
    }),
  ];
  const paintLag = pairing.series.flatMap(({ series, insertToPaintMs }) =>
    insertToPaintMs ? [`${wholeMs(insertToPaintMs.median)} ms ${series === "link-up" ? "with the link up" : "with it dropped"}`] : [],
  );
  if (paintLag.length > 0)
    lines.push("", `The notice's first paint came a median ${paintLag.join(" and ")} after it entered the car's DOM.`);
  const failures = pairing.samples.filter((sample) => sample.error !== null);
  if (failures.length > 0)
    lines.push("", ...failures.map((sample) => `- ❌ ${seriesTitles[sample.series]}, sample ${sample.index}: ${sample.error}`));
  if (pairing.pageProblems.length > 0) lines.push("", ...pairing.pageProblems.map((problem) => `- Console: ${problem}`));
  return lines;
}

/** Tap on Save to the dashboard without the hidden source, with JavaScript and without (medians with min–max, ms). */
export function renderSettingsSaveSection(save: SettingsSaveResults): string[] {
  const cell = (summary: Summary | null) =>
    summary === null ? "—" : `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})`;
  return [
    `Hiding one source in the Sources tab and pressing Save, on ${save.profile}, in a fresh 980×560 context opened at \`/?settings\` ` +
      `(${save.samples} samples of each after a discarded warm-up). With JavaScript the dashboard changes before the action answers; ` +
      "“saved” is when the action has set the cookies and the loaders have run again. Without it the form posts, the action redirects (303) " +
      "and the dashboard's new document paints.",
    "",
    "| | tap → dashboard changed | tap → saved |",
    "| --- | --- | --- |",
    `| with JavaScript | ${cell(save.withScriptShownMs)} ms | ${cell(save.withScriptSavedMs)} ms |`,
    `| without JavaScript | ${cell(save.withoutScriptShownMs)} ms | (the same) |`,
    ...save.failures.map((failure) => `- ❌ ${failure}`),
  ];
}

export function renderCardTapSection(taps: CardTapResults): string[] {
  const cell = (summary: Summary | null) =>
    summary === null ? "—" : `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})`;
  // Judged on the median, as every timing here; the range shows any tap that hit a long task.
  const verdict = (summary: Summary | null) => (summary === null ? "" : summary.median <= taps.targetMs ? " ✅" : " ❌");
  return [
    `Tapping Netflix on a hydrated dashboard on ${taps.profile}, in a fresh 980×560 touch context per sample (after a discarded warm-up): ` +
      "from the tap, marked in the page before the app's handler, to the browser sending the navigation's request and the beacon's " +
      `(Network.requestWillBeSent). Target: the navigation starts within ${taps.targetMs} ms, with the beacon in flight.`,
    "",
    "| link | tap → navigation starts | tap → beacon sent | beacon still in flight at navigation |",
    "| --- | --- | --- | --- |",
    ...taps.series.map(
      (series) =>
        `| ${series.mode === "automatic" ? "Automatic (the service)" : "Full screen (YouTube's redirect page)"} | ` +
        `${cell(series.navigationStartMs)} ms${verdict(series.navigationStartMs)} | ${cell(series.beaconStartMs)} ms | ` +
        `${series.beaconInFlight} of ${series.samples} |`,
    ),
    ...taps.failures.map((failure) => `- ❌ ${failure}`),
  ];
}

const momentTitles: Record<CardScrollMoment, string> = {
  "scripts-on-their-way": "scripts on their way",
  hydrated: "hydrated",
};

/** Per profile and moment: a flick → every card in view named or showing its logo, and → every logo painted (ms). */
export function renderCardScrollSection(scroll: CardScrollResults): string[] {
  const cell = (summary: Summary | null) => (summary === null ? "—" : `${formatSummary(summary, wholeMs)} ms`);
  // Judged on every scroll, not the median: a single blank tile is one too many.
  const verdict = (summary: Summary | null) => (summary === null ? "" : summary.max <= scroll.targetBlankMs ? " ✅" : " ❌");
  return [
    "In a fresh 980×560 touch context (DPR 2) per sample, throttled to the profile and over HTTP/2, the dashboard's last row and then " +
      "a middle one are each brought into view and scrolled to their end at once, like a flick: **scripts on their way** as soon as " +
      "the HTML has arrived down to the footer (before the load event and hydration), **hydrated** once React has hydrated and the " +
      "network has gone quiet. For the cards then in view, **blank** runs from the scroll until the pixel check of " +
      "`test-support/card-faces.ts` (a screenshot of the row's band, in which each card must show pixels unlike its colour) finds none " +
      "blank, looking again and again from the scroll on; it is 0 when the first look already does, and one look's own time is its " +
      "resolution. **Logos painted** runs from the scroll until the last of their logos arrived (Resource Timing), each one drawn " +
      "(an app icon decoded, a brand's mark's file there for its `<use>`; a card without a logo counts as painted). Two scrolls per sample, after a discarded warm-up. " +
      `Target: blank ${scroll.targetBlankMs} ms in every scroll, a card shows its name at once.`,
    "",
    "| Profile | Moment | scroll → every card shows its name or logo | one look (resolution) | scroll → every logo painted | scrolls blank at the first look | scrolls before hydration |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...scroll.series.map(
      (series) =>
        `| ${series.profile} | ${momentTitles[series.moment]} | ${cell(series.blankMs)}${verdict(series.blankMs)} | ` +
        `${cell(series.checkMs)} | ${cell(series.logosMs)} | ${series.blankScrolls.length} of ${series.scrolls} | ` +
        `${series.scrollsBeforeHydration} of ${series.scrolls} |`,
    ),
    ...scroll.series.flatMap((series) =>
      series.blankScrolls.map((blank) => `- Blank: ${series.profile}, ${momentTitles[series.moment]}, ${blank}`),
    ),
    ...scroll.failures.map((failure) => `- ❌ ${failure}`),
  ];
}

const causeTitles: Record<BlockingCause, string> = {
  layout: "layout",
  style: "style",
  parseHtml: "parse HTML",
  svgDocument: "SVG document",
  scriptEvaluation: "script eval",
  hydration: "hydration",
  paint: "paint",
  other: "other",
};

/** Issue 41: the main thread per cell from its traced loads, TBT split by cause, the longest task and the busy time until load. */
export function renderMainThreadTable(cells: readonly CellSummary[]): string[] {
  const traced = cells.filter((cell) => cell.mainThread);
  if (traced.length === 0) return [];
  const ms = (summary: Summary | null | undefined) => formatSummary(summary ?? null, wholeMs);
  return [
    `| Profile | Route | Variant | TBT | TBT traced | TBT from trace | ${blockingCauses.map((cause) => causeTitles[cause]).join(" | ")} | longest task | busy until load | longest before load |`,
    `| --- | --- | --- | --- | --- | --- | ${blockingCauses.map(() => "---").join(" | ")} | --- | --- | --- |`,
    ...traced.map((cell) => {
      const thread = cell.mainThread;
      if (!thread) return "";
      const longest = thread.longestTaskMs;
      const longestText = `${ms(longest)}${longest ? ` ${pass(longest.median <= targets.longestTaskMs)}` : ""}`;
      return `| ${cell.profile} | \`${cell.route}\` | ${cell.variant} | ${ms(cell.tbtMs)} | ${ms(thread.observerTbtMs)} | ${ms(thread.tbtMs)} | ${blockingCauses
        .map((cause) => wholeMsOrDash(thread.tbtByCauseMs[cause]))
        .join(" | ")} | ${longestText} | ${ms(thread.busyUntilLoadMs)} | ${ms(thread.longestTaskBeforeLoadMs)} |`;
    }),
  ];
}

const wholeMsOrDash = (summary: Summary | null) => (summary === null ? "—" : wholeMs(summary.median));

/** The long tasks of one traced load per cell (the one with the median TBT from its trace), each with its causes. */
export function renderLongTasks(samples: readonly PageLoadSample[], variantsShown: (variant: string) => boolean): string[] {
  const groups = new Map<string, PageLoadSample[]>();
  for (const sample of samples) {
    if (sample.warmUp || sample.traced !== true || !sample.metrics?.mainThread || !variantsShown(sample.variant)) continue;
    const key = `${sample.profile} · \`${sample.route}\` · ${sample.variant}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups].flatMap(([key, group]) => {
    const sorted = [...group].sort((a, b) => (a.metrics?.mainThread?.tbtMs ?? 0) - (b.metrics?.mainThread?.tbtMs ?? 0));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const thread = median?.metrics?.mainThread;
    if (!thread || !median) return [];
    const tasks = thread.longTasks.map(
      (task) =>
        `${wholeMs(task.startMs)}+${wholeMs(task.durationMs)}${task.blockingMs > 0 ? ` (blocks ${wholeMs(task.blockingMs)})` : ""}: ${describeCauses(task.selfMs) || "—"}`,
    );
    return [
      `- ${key}, round ${median.round} (FCP ${wholeMs(thread.fcpMs ?? 0)}, load ${wholeMs(thread.loadMs ?? 0)}, TBT ${wholeMs(thread.tbtMs)}): ${tasks.length > 0 ? tasks.join("; ") : "no task over 50 ms"}`,
    ];
  });
}

const baselineSuffix = "@baseline";

/** Each cell beside the same variant of the baseline commit, loaded in the same rounds. */
export function renderBaselineTable(cells: readonly CellSummary[]): string[] {
  const pairs = cells.flatMap((cell) => {
    if (cell.variant.endsWith(baselineSuffix)) return [];
    const baseline = cells.find(
      (other) => other.variant === `${cell.variant}${baselineSuffix}` && other.profile === cell.profile && other.route === cell.route,
    );
    return baseline ? [{ cell, baseline }] : [];
  });
  if (pairs.length === 0) return [];
  const delta = (now: Summary | null | undefined, before: Summary | null | undefined) => {
    if (!now || !before) return "—";
    const change = now.median - before.median;
    return `${wholeMs(before.median)} → ${wholeMs(now.median)} (${change >= 0 ? "+" : "−"}${wholeMs(Math.abs(change))})`;
  };
  return [
    "| Profile | Route | Variant | LCP ms | TBT ms | longest task ms | TBT from trace | layout + style | script eval | hydration | SVG document | paint | other |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pairs.map(({ cell, baseline }) => {
      const [now, before] = [cell.mainThread, baseline.mainThread];
      const cause = (pick: (causes: Record<BlockingCause, Summary | null>) => number) =>
        now && before ? delta(single(pick(now.tbtByCauseMs)), single(pick(before.tbtByCauseMs))) : "—";
      const median = (causes: Record<BlockingCause, Summary | null>, name: BlockingCause) => causes[name]?.median ?? 0;
      return `| ${cell.profile} | \`${cell.route}\` | ${cell.variant} | ${delta(cell.lcpMs, baseline.lcpMs)} | ${delta(cell.tbtMs, baseline.tbtMs)} | ${delta(now?.longestTaskMs, before?.longestTaskMs)} | ${delta(now?.tbtMs, before?.tbtMs)} | ${[
        cause((causes) => median(causes, "layout") + median(causes, "style")),
        cause((causes) => median(causes, "scriptEvaluation")),
        cause((causes) => median(causes, "hydration")),
        cause((causes) => median(causes, "svgDocument")),
        cause((causes) => median(causes, "paint")),
        cause((causes) => median(causes, "other") + median(causes, "parseHtml")),
      ].join(" | ")} |`;
    }),
  ];
}

const single = (value: number): Summary => ({ median: value, min: value, max: value, count: 1 });

/** Issue 41's tap while the dashboard loads: every tap, when it came and how long it was held. */
export function renderTapDuringLoadSection(taps: TapDuringLoadResults): string[] {
  const ms = (summary: Summary | null) => (summary === null ? "—" : `median ${wholeMs(summary.median)}, worst ${wholeMs(summary.max)}`);
  const verdict = taps.delayMs === null ? "" : taps.delayMs.max <= taps.targetMs ? " ✅" : " ❌";
  const list = taps.taps.map((tap) => {
    const when = tap.afterFcpMs === null ? `~${tap.plannedAfterFcpMs}` : wholeMs(tap.afterFcpMs);
    const held = tap.delayMs === null ? `❌ ${tap.error ?? "no navigation"}` : wholeMs(tap.delayMs);
    return `${when}${tap.beforeLoad === false ? " (after load)" : ""}: ${held}`;
  });
  return [
    `On ${taps.profile} (6× CPU) over HTTP/2, in a fresh 980×560 touch context per round, the ${taps.card} card (the first fully in view) ` +
      `is tapped once per load, from Node through CDP: at the first contentful paint in the first round, then ${taps.stepMs} ms later each round, ` +
      "until a tap lands after the load event. Each delay runs from the tap to the browser sending the card's navigation request " +
      "(Network.requestWillBeSent); that navigation is aborted before it leaves the machine. " +
      `Target: every tap held ≤ ${taps.targetMs} ms.`,
    "",
    `Tap → navigation: ${ms(taps.delayMs)} ms${verdict} over ${taps.delayMs?.count ?? 0} taps; before the load event only: ${ms(taps.delayBeforeLoadMs)} ms.`,
    "",
    `Each tap, ms after FCP (as the page timed it): delay ms — ${list.join("; ")}.`,
    ...taps.failures.map((failure) => `- ❌ ${failure}`),
  ];
}

/** Issue 42's two ways to carry the setup into full screen, side by side. */
export function renderSetupCarrySection(carry: SetupCarryResults): string[] {
  const ms = (summary: Summary | null) =>
    summary === null ? "—" : `${summary.median.toFixed(1)} (${summary.min.toFixed(1)}–${summary.max.toFixed(1)})`;
  const { durableObject: kept, aesGcm: sealed } = carry;
  return [
    `The maximal whole setup (every preference cookie: ${carry.setupBytes} B as one Cookie header), ${carry.samples} carried trips each, ` +
      "medians (min–max) in ms over loopback to wrangler dev. The Durable Object way is the one shipped; AES-GCM is measured in Node " +
      "with the WebCrypto calls a worker would make, and would still need a store of used carriers to be used once.",
    "",
    "| | Durable Object (shipped) | AES-GCM in the address |",
    "| --- | --- | --- |",
    `| YouTube's redirect address | ${kept.redirectUrlLength} characters | ${sealed.redirectUrlLength} characters |`,
    `| the dashboard address inside it | ${kept.carriedAddressLength} | ${sealed.carriedAddressLength} |`,
    `| 'Yes' (keeps the copy) | ${ms(kept.yesMs)}, against ${ms(kept.plainYesMs)} with nothing to carry | seal ${ms(sealed.sealMs)} |`,
    `| the arrival's 303 (takes the copy, writes the cookies) | ${ms(kept.arrivalMs)}, against ${ms(kept.plainArrivalMs)} for \`?fs=1\`'s 303 | open ${ms(sealed.openMs)} |`,
    "| to run, per carried trip | two Durable Object requests, one alarm, three storage writes and a delete | CPU only, plus a used-carrier store |",
  ];
}

/** BENCH_NOTE and the headline figures that moved since the same cell's previous run in the history. */
export function renderChanges(note: string, changes: readonly FigureChange[]): string[] {
  const lines = note === "" ? [] : [`Note: ${note}`];
  if (changes.length > 0)
    lines.push(
      "",
      "Figures that moved by ≥ 10% and ≥ 20 since the previous run of the same cell in `docs/bench-history.csv`:",
      "",
      ...changes.map(
        (change) =>
          `- ${change.profile || "—"} \`${change.route}\` ${change.variant} ${change.metric}: ${change.before} → ${change.after} (since ${change.since})`,
      ),
    );
  return lines;
}

export function renderMarkdownSection(results: BenchResults, chartFileName: string | null, changes: readonly FigureChange[] = []): string {
  const { settings, environment } = results;
  const lines = [
    `## ${results.startedAt.slice(0, 16).replace("T", " ")} UTC · commit ${results.commit}`,
    "",
    results.cells.length > 0
      ? `${settings.rounds} measured round${settings.rounds === 1 ? "" : "s"} after a discarded warm-up, fresh browser context per load, variant order alternating each round; ` +
        `Chromium ${environment.chromium} over HTTP/2 (local TLS proxy) to wrangler dev, viewport ${settings.viewport.width}×${settings.viewport.height}; ` +
        `Node ${environment.node}, ${environment.cpus} × ${environment.cpuModel}. Medians with (min–max). Full data: \`bench/results.json\`.`
      : `Phases: ${settings.phases.join(", ")} (bytes always); Chromium ${environment.chromium}, Node ${environment.node}, ${environment.cpus} × ${environment.cpuModel}. ` +
        "Medians with (min–max). Full data: `bench/results.json`.",
    ...settings.notes.flatMap((note) => ["", `> ${note}`]),
    ...(results.baseline
      ? ["", `Baseline: ${results.baseline.ref} (${results.baseline.commit}), loaded in the same rounds as \`<variant>@baseline\`.`]
      : []),
    ...(results.note || changes.length > 0 ? ["", ...renderChanges(results.note ?? "", changes)] : []),
    "",
    "### Bytes",
    "",
    ...renderBytesTable(results.bytes),
  ];
  if (results.budgetViolations.length > 0) lines.push("", ...results.budgetViolations.map((violation) => `- ❌ ${violation}`));

  const profiles = [...new Set(results.cells.map((cell) => cell.profile))];
  if (profiles.length > 0) {
    lines.push(
      "",
      "### Page loads",
      "",
      `Targets for our page (and the dashboard with hidden sources, failing logos or the maximal setup): FCP ≤ ${targets.fcpMs} ms, LCP ≤ ${targets.lcpMs} ms, TBT ≤ ${targets.tbtMs} ms (medians), ` +
        `CLS 0.00 in every round, LCP ≤ ${targets.lcpToStaticFloor}× the static floor; with the maximal setup (issue 13), LCP ≤ ${targets.lcpToDefault}× the default dashboard's (\`app\`) on ${targets.lcpToDefaultProfile}, in the light theme and with large cards (issue 23) ≤ ${targets.lcpToDefaultDisplay}×. ` +
        `TBT is Lighthouse's (long tasks after FCP until ${settings.quietWindowMs / 1000} s of quiet); CLS is the largest session window. KB is bytes on the wire. ` +
        "Requests and KB count the whole load until it settled; the before-load columns only what was sent (requests) or finished (KB) before the load event. " +
        "LCP element: the element of each measured round's last LCP entry, with how many rounds it was.",
    );
    if (chartFileName) lines.push("", `![Median FCP, LCP, TBT and load time per route and variant](${chartFileName})`);
    for (const profile of profiles)
      lines.push("", `#### ${profile}`, "", ...pageLoadTable(results.cells.filter((cell) => cell.profile === profile)));
    const mainThread = renderMainThreadTable(results.cells);
    if (mainThread.length > 0)
      lines.push(
        "",
        "#### Main thread (issue 41)",
        "",
        "From a Chrome trace of separate, traced loads of each cell in the same rounds (tracing slows the page: **TBT traced** is the " +
          "long-task observer's TBT in those loads, against **TBT** of the untraced ones). **TBT from trace** counts the renderer main " +
          "thread's tasks over 50 ms after FCP as Lighthouse does; each task's blocking part is split by the causes of its own time after " +
          "FCP, in proportion (medians per cause, so they need not add up). Layout: Layout; style: UpdateLayoutTree and style sheets; " +
          "SVG document: a document parsed from a file other than the page (the logo sprite `<use>` references); script eval: compiling " +
          "and evaluating scripts and modules; hydration: JavaScript run from callbacks outside that (React's scheduler hydrating and " +
          "committing, with the effects it runs, timers, events, microtasks); paint: pre-paint, paint, layerize, commit; other: the rest " +
          "(rendering steps between those events, garbage collection, loading, task overhead). **Busy until load**: every main-thread " +
          `task from navigation to the load event, summed. Targets: TBT ≤ ${targets.issue41TbtMs} ms, longest task ≤ ${targets.longestTaskMs} ms.`,
        "",
        ...mainThread,
        "",
        "Long tasks (start+duration ms from navigation, then their own time by cause) of the traced load with the median TBT from trace:",
        "",
        ...renderLongTasks(results.pageLoads, () => true),
      );
    const baselineTable = renderBaselineTable(results.cells);
    if (baselineTable.length > 0)
      lines.push(
        "",
        "#### Against the baseline",
        "",
        "Medians, baseline → this checkout (change), from loads interleaved in the same rounds; the causes are the TBT-from-trace split.",
        "",
        ...baselineTable,
      );
    const floorTable = renderStaticFloorTable(results.cells);
    if (floorTable.length > 0)
      lines.push(
        "",
        "#### LCP ÷ static floor, per language",
        "",
        "Each page's median LCP ÷ that of its own language's static floor: the same page, rendered by the worker with the same " +
          "preference cookies, served as a static file without scripts and loaded with those cookies (`app` ÷ `static-floor`, " +
          `\`app-ar\` ÷ \`static-floor-ar\`, …). Target ≤ ${targets.lcpToStaticFloor}× on every profile (issue 24; issue 31 for Arabic and Japanese).`,
        "",
        ...floorTable,
      );
    lines.push(
      "",
      "### Request headers over HTTP/2",
      "",
      "Bytes of the HEADERS and CONTINUATION frames the browser sent (HPACK-coded, 9-byte frame headers included, TLS records not), " +
        `as the proxy read them from the decrypted connection; the proxy announced an HPACK table of ${settings.headerTableBytes} bytes. ` +
        "Without a setup (`app`) and with the maximal setup's cookies (`maximal-setup`); medians with (min–max).",
      "",
      ...requestHeaderTable(results.cells),
    );
  }
  if (results.worker) lines.push("", "### Worker (loopback, straight to wrangler dev)", "", ...workerTable(results.worker));
  if (results.lighthouse) lines.push("", "### Lighthouse (mobile, DevTools throttling)", "", ...lighthouseTable(results.lighthouse));
  if (results.pairing) lines.push("", "### Phone to car (issue 14)", "", ...renderPairingSection(results.pairing));
  if (results.settingsSave) lines.push("", "### Settings save (issue 21)", "", ...renderSettingsSaveSection(results.settingsSave));
  if (results.cardTaps) lines.push("", "### Card tap (issue 22)", "", ...renderCardTapSection(results.cardTaps));
  if (results.cardScroll) lines.push("", "### Card scroll (issue 28)", "", ...renderCardScrollSection(results.cardScroll));
  if (results.tapDuringLoad) lines.push("", "### Tap during load (issue 41)", "", ...renderTapDuringLoadSection(results.tapDuringLoad));
  if (results.setupCarry)
    lines.push("", "### Setup carried into full screen (issue 42)", "", ...renderSetupCarrySection(results.setupCarry));
  return `${lines.join("\n")}\n`;
}
