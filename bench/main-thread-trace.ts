// Issue 41: the renderer main thread of one page load, from a Chrome trace: TBT split by cause, the longest task, and how
// busy the thread was until the load event (the only way to see the no-JavaScript page's work: a long-task observer needs JS).

/** The trace categories a traced load records: Chrome's timeline events (tasks, layout, style, scripts) and the paint marks. */
export const traceCategories = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
] as const;

export const blockingCauses = ["layout", "style", "parseHtml", "svgDocument", "scriptEvaluation", "hydration", "paint", "other"] as const;
export type BlockingCause = (typeof blockingCauses)[number];
export type CauseTimes = Record<BlockingCause, number>;

/**
 * Each trace event's own time goes to its cause, else to its nearest ancestor's. JavaScript run from a callback (React's
 * scheduler, timers, events, microtasks) is "hydration" unless it runs inside a script's or module's evaluation; on the
 * dashboard that is React hydrating and committing, with the app's effects it runs (post-hydration work included).
 * "other": the rendering lifecycle's steps between these events, garbage collection, loading and the task's own overhead.
 */
const causeOfEvent: Readonly<Record<string, BlockingCause>> = {
  Layout: "layout",
  InvalidateLayout: "layout",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ScheduleStyleRecalculation: "style",
  ParseAuthorStyleSheet: "style",
  ParseHTML: "parseHtml",
  // A document parsed from a file other than the page's HTML: on the dashboard, the logo sprite `<use>` references.
  "DecodedDataDocumentParser::AppendBytes": "svgDocument",
  "IsolatedSVGDocumentHost::IsolatedSVGDocumentHost": "svgDocument",
  EvaluateScript: "scriptEvaluation",
  "v8.evaluateModule": "scriptEvaluation",
  "v8.compile": "scriptEvaluation",
  "v8.compileModule": "scriptEvaluation",
  "v8.produceCache": "scriptEvaluation",
  "v8.produceModuleCache": "scriptEvaluation",
  FunctionCall: "hydration",
  TimerFire: "hydration",
  FireIdleCallback: "hydration",
  FireAnimationFrame: "hydration",
  RunMicrotasks: "hydration",
  EventDispatch: "hydration",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  Commit: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  "Decode Image": "paint",
};

export const blockingThresholdMs = 50;

export interface TracedTask {
  /** From the document's navigationStart, ms. */
  startMs: number;
  durationMs: number;
  /** Its share of TBT: the part after FCP beyond 50 ms. */
  blockingMs: number;
  /** The task's own time by cause (what the blocking part is split by). */
  selfMs: CauseTimes;
}

export interface MainThreadTrace {
  fcpMs: number | null;
  loadMs: number | null;
  /** TBT from the trace's tasks (after FCP until the trace stopped), which the split below adds up to. */
  tbtMs: number;
  tbtByCauseMs: CauseTimes;
  longestTaskMs: number;
  /** Top-level main-thread tasks from navigationStart to the load event, summed, and the longest of them. */
  busyUntilLoadMs: number;
  longestTaskBeforeLoadMs: number;
  /** Tasks over 50 ms, in order. */
  longTasks: TracedTask[];
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: { documentLoaderURL?: string; frame?: string } };
}

interface Span {
  name: string;
  start: number;
  end: number;
  children: Span[];
}

export function emptyCauseTimes(): CauseTimes {
  return { layout: 0, style: 0, parseHtml: 0, svgDocument: 0, scriptEvaluation: 0, hydration: 0, paint: 0, other: 0 };
}

/** The main thread's complete events (ph X) and begin/end pairs (ph B/E) as spans, nested by time. */
function spanTree(events: readonly TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === "X" && event.dur !== undefined) {
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur, children: [] });
    } else if (event.ph === "B") {
      open.set(event.name, [...(open.get(event.name) ?? []), event]);
    } else if (event.ph === "E") {
      const begin = open.get(event.name)?.pop();
      if (begin) spans.push({ name: event.name, start: begin.ts, end: event.ts, children: [] });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const span of spans) {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= span.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && span.end <= parent.end) parent.children.push(span);
    else if (!parent) roots.push(span);
    else continue; // overlaps its parent's end: a malformed pair, left out
    stack.push(span);
  }
  return roots;
}

/** The span's own time within [from, to] by cause, added to `into`; `inherited` is the nearest ancestor's cause. */
function addSelfTimes(span: Span, from: number, to: number, inherited: BlockingCause, into: CauseTimes): void {
  const own = causeOfEvent[span.name];
  // Callbacks run while a script or module evaluates belong to its evaluation.
  const cause = own === undefined ? inherited : own === "hydration" && inherited === "scriptEvaluation" ? inherited : own;
  const clipped = (start: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(start, from));
  const childTime = span.children.reduce((total, child) => total + clipped(child.start, child.end), 0);
  into[cause] += Math.max(0, clipped(span.start, span.end) - childTime) / 1000;
  for (const child of span.children) addSelfTimes(child, from, to, cause, into);
}

function topLevelTasks(roots: readonly Span[]): Span[] {
  return roots.flatMap((span) => (span.name === "RunTask" ? [span] : topLevelTasks(span.children)));
}

/**
 * The page's renderer main thread is the one whose navigationStart names `pageUrl`; times are from that navigationStart.
 * TBT counts until the trace stopped, after the page settled.
 */
export function analyzeMainThread(traceEvents: readonly TraceEvent[], pageUrl: string): MainThreadTrace {
  const navigation = traceEvents.findLast((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === pageUrl);
  if (!navigation) throw new Error(`the trace has no navigationStart for ${pageUrl}`);
  const frame = navigation.args?.frame ?? null;
  const onMainThread = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const mark = (name: string) =>
    traceEvents.find(
      (event) =>
        event.name === name &&
        event.pid === navigation.pid &&
        event.ts >= navigation.ts &&
        (frame === null || (event.args?.frame ?? event.args?.data?.frame) === frame),
    );
  const toMs = (ts: number) => (ts - navigation.ts) / 1000;
  const fcp = mark("firstContentfulPaint");
  const load = mark("MarkLoad");
  const tasks = topLevelTasks(spanTree(traceEvents.filter(onMainThread))).filter((task) => task.end > navigation.ts);

  const fcpTs = fcp?.ts ?? null;
  const tbtByCauseMs = emptyCauseTimes();
  const longTasks: TracedTask[] = [];
  let tbtMs = 0;
  for (const task of tasks) {
    const durationMs = (task.end - task.start) / 1000;
    if (durationMs <= blockingThresholdMs) continue;
    const selfMs = emptyCauseTimes();
    addSelfTimes(task, task.start, task.end, "other", selfMs);
    let blockingMs = 0;
    if (fcpTs !== null && task.end > fcpTs) {
      const from = Math.max(task.start, fcpTs);
      blockingMs = Math.max(0, (task.end - from) / 1000 - blockingThresholdMs);
      // The blocking part is split in proportion to each cause's own time in the part of the task after FCP.
      const afterFcp = emptyCauseTimes();
      addSelfTimes(task, from, task.end, "other", afterFcp);
      const total = blockingCauses.reduce((sum, cause) => sum + afterFcp[cause], 0);
      for (const cause of blockingCauses) if (total > 0) tbtByCauseMs[cause] += (blockingMs * afterFcp[cause]) / total;
      tbtMs += blockingMs;
    }
    longTasks.push({ startMs: toMs(task.start), durationMs, blockingMs, selfMs });
  }
  const beforeLoad = load ? tasks.filter((task) => task.start < load.ts && task.start >= navigation.ts) : [];
  const durations = (list: readonly Span[]) => list.map((task) => (task.end - task.start) / 1000);
  return {
    fcpMs: fcp ? toMs(fcp.ts) : null,
    loadMs: load ? toMs(load.ts) : null,
    tbtMs,
    tbtByCauseMs,
    longestTaskMs: Math.max(0, ...durations(tasks.filter((task) => task.start >= navigation.ts))),
    busyUntilLoadMs: durations(beforeLoad).reduce((sum, ms) => sum + ms, 0),
    longestTaskBeforeLoadMs: Math.max(0, ...durations(beforeLoad)),
    longTasks,
  };
}

/** The causes of a task's own time, largest first, for a one-line description ("layout 180, style 40"). */
export function describeCauses(times: CauseTimes, minMs = 5): string {
  return blockingCauses
    .filter((cause) => times[cause] >= minMs)
    .sort((a, b) => times[b] - times[a])
    .map((cause) => `${cause} ${Math.round(times[cause])}`)
    .join(", ");
}
