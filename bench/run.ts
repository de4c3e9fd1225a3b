// `npm run bench`: measures the production build in wrangler dev (bytes, throttled page loads over HTTP/2, worker speed, Lighthouse,
// phone to car, taps) and writes bench/results.json, the current report docs/benchmarks.md with its chart, and appends the
// run's figures to docs/bench-history.csv. The npm script builds first.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { gitShortHash, hasUncommittedChanges } from "../scripts/git-commit.mjs";
import { chromiumExecutablePath, chromiumFlags } from "./browser.ts";
import { budgetViolations, firstFlightRoute, localeVariants, measureRouteBytes } from "../test-support/byte-budgets.ts";
import { renderTimingChart } from "./chart.ts";
import { runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { measurePageLoad, quietWindowMs, viewport, type PageLoadMetrics } from "./page-load.ts";
import { measurePairing } from "./pairing.ts";
import type { PairingResults } from "./pairing-samples.ts";
import { findFreePort } from "../test-support/ports.ts";
import { stopAllProcesses, stopOnInterrupt } from "./processes.ts";
import { projectRoot } from "./project-paths.ts";
import { renderMarkdownSection } from "./report.ts";
import { cellKeysOf, summarizeCells, type BenchResults, type CellKey, type PageLoadSample } from "./results.ts";
import { prepareBaseline, removeBaseline, type BaselineCheckout } from "./baseline.ts";
import { appendHistory, changedFigures, historyRows, readHistory } from "./history.ts";
import { measureTapsDuringLoad, type TapDuringLoadResults } from "./tap-during-load.ts";
import { measureSetupCarry, type SetupCarryResults } from "./setup-carry.ts";
import { throttlingProfiles } from "./profiles.ts";
import { readBenchSettings, recommendedPairingSamples, recommendedRounds, type BenchPhase, type BenchSettings } from "./settings.ts";
import { measureCardScrolls, type CardScrollResults } from "./card-scroll.ts";
import { measureCardTaps, type CardTapResults } from "./card-tap.ts";
import { measureSettingsSave, type SettingsSaveResults } from "./settings-save.ts";
import { everyCardFullscreenCookieHeader, fiveRecentCardsCookieHeader, maximalSetupCookies } from "./setup-fixture.ts";
import { removeStaticFloors, writeStaticFloors } from "./static-floor.ts";
import { startTlsProxy, type RunningProxy } from "./tls-proxy.ts";
import { benchCells, benchRoutes, staticFloorsOf, variants, type BenchCell, type Variant } from "./variants.ts";
import { startWorker } from "./worker-server.ts";
import { measureLocaleSsrTiming, measureSsrTiming, measureThroughput, pageViewDuration, type LocaleRequest } from "./worker-speed.ts";

const throughputConnections = 10;
const settingsPagePath = "/?settings";
const staticAssetPath = "/favicon.svg";
/** The phases that load pages through the HTTP/2 proxy, as the edge serves them (card scrolls for the logo sprite's sake). */
/** Carried setups a run keeps and takes (issue 42): 20 carriers a minute per client, each round as another car. */
const setupCarrySamples = 20;
const phasesOverHttp2: readonly BenchPhase[] = ["pages", "lighthouse", "scroll", "tap-during-load"];
/** Issue 41 asks for the tap during load on a weak cell. */
const tapDuringLoadProfile = "weak-cell";

/** The first line of an error and, for a failed child process, the last line it printed. */
function errorSummary(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split("\n").filter((line) => line.trim() !== "");
  const [first = "", last = ""] = [lines[0], lines[lines.length - 1]];
  return lines.length > 1 ? `${first}: ${last.trim()}` : first;
}

/** The measured commit, marked when the measured code has changes not yet committed. */
function measuredCommit(): string {
  const hash = gitShortHash(projectRoot);
  return hasUncommittedChanges(projectRoot) ? `${hash}+changes` : hash;
}

function describeLoad(metrics: PageLoadMetrics): string {
  const ms = (value: number | null) => (value === null ? "—" : String(Math.round(value)));
  return [
    `FCP ${ms(metrics.fcpMs)}`,
    `LCP ${ms(metrics.lcpMs)}`,
    `TBT ${ms(metrics.tbtMs)}`,
    `CLS ${metrics.cls.toFixed(3)}`,
    `load ${ms(metrics.loadMs)}`,
    `${metrics.requests} req`,
    `${(metrics.transferredBytes / 1024).toFixed(1)} KB`,
    `headers ${metrics.documentRequestHeaderBytes ?? "?"}/${metrics.requestHeaderBytes} B`,
    metrics.documentProtocol ?? "?",
    metrics.settled ? "" : "(unsettled)",
    metrics.mainThread
      ? `| trace TBT ${ms(metrics.mainThread.tbtMs)}, longest ${ms(metrics.mainThread.longestTaskMs)}, busy to load ${ms(metrics.mainThread.busyUntilLoadMs)}`
      : "",
  ].join("  ");
}

/** One cell as loaded: this checkout's or the baseline's variant (`<name>@baseline`), through that checkout's proxy. */
interface LoadCell {
  route: string;
  variant: Variant;
  label: string;
  proxy: RunningProxy;
}

async function runPageLoads(
  browser: Browser,
  loadCells: readonly LoadCell[],
  settings: BenchSettings,
  interrupted: AbortSignal,
): Promise<PageLoadSample[]> {
  const samples: PageLoadSample[] = [];
  // Each cell once untraced (the headline figures) and, unless BENCH_TRACE=off, once traced (the main thread's breakdown).
  const loads = loadCells.flatMap((cell) =>
    settings.trace === "off" ? [{ cell, traced: false }] : [false, true].map((traced) => ({ cell, traced })),
  );
  console.log(
    `${settings.profiles.length * (settings.rounds + 1) * loads.length} page loads, each watched until ${quietWindowMs / 1000} s of quiet`,
  );
  for (const profile of settings.profiles) {
    // Round 0 is the discarded warm-up; odd rounds run the loads in reverse so no variant (nor the baseline) always goes first.
    for (let round = 0; round <= settings.rounds; round += 1) {
      const ordered = round % 2 === 0 ? loads : [...loads].reverse();
      for (const { cell, traced } of ordered) {
        if (interrupted.aborted) return samples;
        const { route, variant, label, proxy } = cell;
        const sample: PageLoadSample = {
          profile: profile.name,
          route,
          variant: label,
          round,
          warmUp: round === 0,
          traced,
          metrics: null,
          error: null,
        };
        try {
          sample.metrics = await measurePageLoad(browser, {
            url: new URL(variant.pagePath(route), proxy.origin).href,
            profile,
            javaScriptEnabled: variant.javaScriptEnabled,
            storageState: await variant.storageState?.(proxy.origin),
            blockedUrlPatterns: variant.blockedUrlPatterns,
            proxy,
            trace: traced,
          });
        } catch (error) {
          sample.error = errorSummary(error);
        }
        samples.push(sample);
        const name = `[${profile.name} ${round === 0 ? "warm-up" : `${round}/${settings.rounds}`}] ${route} ${label}${traced ? " traced" : ""}`;
        console.log(`${name.padEnd(52)} ${sample.metrics ? describeLoad(sample.metrics) : `failed: ${sample.error}`}`);
      }
    }
  }
  return samples;
}

/** The baseline's cells: every selected variant but the static floors, whose files only this checkout's worker serves. */
function baselineCells(cells: readonly BenchCell[]): BenchCell[] {
  return cells.filter((cell) => !cell.variant.isStaticFloor);
}

function baselineKeys(profiles: readonly string[], cells: readonly BenchCell[]): CellKey[] {
  return profiles.flatMap((profile) =>
    baselineCells(cells).map(({ route, variant }) => ({
      profile,
      route,
      variant: `${variant.name}@baseline`,
      judged: false,
      comparedToDefault: false,
      locale: variant.locale,
      staticFloorVariant: null,
    })),
  );
}

/** Chromium for the page loads and the phone-to-car samples; the bench's own signal handling stops it. */
/** The user agent the bench's pages send: /debug describes it, so its static floor must be rendered for it too. */
async function browserUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => navigator.userAgent);
  } finally {
    await page.close();
  }
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

// Lighthouse's own Chrome launch fails now and then on a busy machine; one retry keeps a long run from losing a row.
const lighthouseAttempts = 2;

async function runLighthouseOnRoute(origin: string, path: string): Promise<LighthouseResult> {
  let failure = "";
  for (let attempt = 1; attempt <= lighthouseAttempts; attempt += 1) {
    console.log(`lighthouse ${path}${attempt > 1 ? ` (attempt ${attempt})` : ""}`);
    try {
      return await runLighthouse(origin, path);
    } catch (error) {
      failure = errorSummary(error);
      console.log(`  failed: ${failure}`);
    }
  }
  return {
    path,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, speedIndexMs: null },
    runtimeError: failure,
  };
}

const historyFileName = "bench-history.csv";
const chartFileName = "bench-chart.svg";

/** bench/results.json; docs/benchmarks.md and its one chart, replaced; the run's figures appended to the history. */
function writeOutputs(results: BenchResults): string {
  writeFileSync(join(projectRoot, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const docsDirectory = join(projectRoot, "docs");
  mkdirSync(docsDirectory, { recursive: true });
  const stamp = results.startedAt.slice(0, 16).replace(":", "");
  let chart: string | null = null;
  if (results.cells.length > 0) {
    chart = chartFileName;
    writeFileSync(
      join(docsDirectory, chart),
      renderTimingChart(results.cells, `ParkPlay page loads, medians (${stamp}, commit ${results.commit})`),
    );
  }
  const historyPath = join(docsDirectory, historyFileName);
  const rows = historyRows(results, results.note ?? "");
  const changes = changedFigures(readHistory(historyPath), rows);
  appendHistory(historyPath, rows);
  const section = renderMarkdownSection(results, chart, changes);
  writeFileSync(
    join(docsDirectory, "benchmarks.md"),
    [
      "# Benchmarks",
      "",
      "The latest `npm run bench`, replaced by each run. How to run it and what it measures: [bench.md](bench.md). Every run's " +
        `figures: [${historyFileName}](${historyFileName}); the dated reports before issue 41 are in git's history of this file.`,
      "",
      section,
    ].join("\n"),
  );
  return section;
}

/**
 * English for the US (the reference), and German (the longest language) with the largest regional pack and with the
 * driver's choice in cookies rather than Accept-Language.
 */
const localeRequests: readonly LocaleRequest[] = [
  { name: "en-US (Accept-Language)", headers: { "accept-language": "en-US,en;q=0.9" } },
  {
    name: "de-DE (Accept-Language), Australia and New Zealand (cookie)",
    headers: { "accept-language": "de-DE,de;q=0.9", cookie: "pp_region=anz" },
  },
  { name: "German and the Nordics chosen (cookies)", headers: { cookie: "pp_lang=de; pp_region=nordics" } },
];

async function main(): Promise<number> {
  const settings = readBenchSettings(process.env);
  const startedAt = new Date();
  const notes: string[] = [];
  const failures: string[] = [];
  if (settings.rounds < recommendedRounds) {
    const rounds = `${settings.rounds} measured round${settings.rounds === 1 ? "" : "s"}`;
    notes.push(`Only ${rounds}: a smoke run, not a measurement (issue 7 asks for ≥ ${recommendedRounds}).`);
  }
  if (settings.phases.includes("pairing") && settings.pairingSamples < recommendedPairingSamples) {
    notes.push(
      `Only ${settings.pairingSamples} phone-to-car samples per series: a smoke run (issue 14 asks for the median of ${recommendedPairingSamples}).`,
    );
  }
  if (settings.routes.length < benchRoutes.length || settings.variants.length < variants.length) {
    notes.push(`A subset: routes ${settings.routes.join(", ")}; variants ${settings.variants.join(", ")}.`);
  }
  let browser: Browser | null = null;
  let proxy: RunningProxy | null = null;
  let baselineProxy: RunningProxy | null = null;
  let baseline: BaselineCheckout | null = null;

  // Runs from the finally below and from a signal or the time limit, possibly both: each step must tolerate a second call.
  const stopEverything = async () => {
    const [openBrowser, openProxy, openBaselineProxy, checkout] = [browser, proxy, baselineProxy, baseline];
    browser = null;
    proxy = null;
    baselineProxy = null;
    baseline = null;
    await openBrowser?.close().catch(() => undefined);
    await openProxy?.close();
    await openBaselineProxy?.close();
    await stopAllProcesses();
    removeStaticFloors();
    if (checkout) removeBaseline(checkout);
  };
  const { interrupt, signal: interrupted } = stopOnInterrupt(stopEverything);
  const deadline = setTimeout(
    () => interrupt(`time limit of ${settings.timeoutMinutes} minutes reached`),
    settings.timeoutMinutes * 60_000,
  );

  try {
    const pageViewDurations: number[] = [];
    const worker = await startWorker(settings.workerPort ?? (await findFreePort()), (line) => {
      const duration = pageViewDuration(line);
      if (duration !== null) pageViewDurations.push(duration);
    });
    console.log(`wrangler dev ready at ${worker.origin}`);

    const bytes = [
      ...(await Promise.all(benchRoutes.map((path) => measureRouteBytes(worker.origin, path)))),
      await measureRouteBytes(worker.origin, firstFlightRoute, await maximalSetupCookies()),
      // The settings dialog opened without JavaScript is a page of its own (issue 21): reported, not budgeted.
      await measureRouteBytes(worker.origin, settingsPagePath),
      ...(await Promise.all(localeVariants.map((variant) => measureRouteBytes(worker.origin, firstFlightRoute, variant)))),
    ];
    // Issue 22: five recent cards, then the same with every card in Full screen; the difference is the longer hrefs' cost.
    const fiveRecent = await measureRouteBytes(worker.origin, firstFlightRoute, await fiveRecentCardsCookieHeader());
    const everyCardFullscreen = await measureRouteBytes(worker.origin, firstFlightRoute, await everyCardFullscreenCookieHeader());
    bytes.push(fiveRecent, everyCardFullscreen);
    notes.push(
      `Every card in Full screen (hrefs through YouTube's redirect page, and pp_launch listing every card) costs ` +
        `${everyCardFullscreen.firstFlightGzipBytes - fiveRecent.firstFlightGzipBytes} B gzip of first flight ` +
        `(${everyCardFullscreen.html.bytes - fiveRecent.html.bytes} B raw) over the same dashboard with five recent cards and every card Automatic: ` +
        `${fiveRecent.firstFlightGzipBytes} → ${everyCardFullscreen.firstFlightGzipBytes} B.`,
    );
    const violations = budgetViolations(bytes);

    let pageLoads: PageLoadSample[] = [];
    let chromiumVersion = "not run";
    let lighthouse: LighthouseResult[] | null = null;
    const cells = benchCells(settings);
    if (phasesOverHttp2.some((phase) => settings.phases.includes(phase))) {
      proxy = await startTlsProxy(settings.proxyPort ?? (await findFreePort()), worker.port, settings.headerTableBytes);
      console.log(`HTTP/2 proxy at ${proxy.origin}`);
    }
    let baselineCommit: BenchResults["baseline"] = null;
    if (settings.baseline !== null && settings.phases.includes("pages")) {
      const checkout = await prepareBaseline(settings.baseline, (created) => (baseline = created));
      baselineCommit = { ref: checkout.ref, commit: checkout.commit };
      const baselineWorker = await startWorker(await findFreePort(), undefined, undefined, checkout.directory);
      baselineProxy = await startTlsProxy(await findFreePort(), baselineWorker.port, settings.headerTableBytes);
      console.log(`baseline ${checkout.commit}: wrangler dev at ${baselineWorker.origin}, HTTP/2 proxy at ${baselineProxy.origin}`);
    }
    if (proxy && settings.phases.includes("pages")) {
      browser = await launchChromium();
      chromiumVersion = browser.version();
      // Each selected floor, in its own language: the worker renders it with the locale's cookies (issue 31).
      const floors = staticFloorsOf(cells);
      if (floors.length > 0) await writeStaticFloors(worker.origin, floors, await browserUserAgent(browser));
      const ours = proxy;
      const theirs = baselineProxy;
      // The baseline's cell right after ours, so the reversed rounds put it first.
      const loadCells = cells.flatMap((cell): LoadCell[] => [
        { ...cell, label: cell.variant.name, proxy: ours },
        ...(theirs && !cell.variant.isStaticFloor ? [{ ...cell, label: `${cell.variant.name}@baseline`, proxy: theirs }] : []),
      ]);
      pageLoads = await runPageLoads(browser, loadCells, settings, interrupted);
      await browser.close();
      browser = null;
    }

    let workerSpeed: BenchResults["worker"] = null;
    if (settings.phases.includes("worker")) {
      console.log("worker speed: SSR timing and throughput");
      try {
        workerSpeed = {
          ssr: await measureSsrTiming(worker.origin, "/", settings.ssrRequests, pageViewDurations),
          localeSsr: await measureLocaleSsrTiming(worker.origin, "/", settings.ssrRequests, localeRequests),
          throughput: await measureThroughput(worker.origin, "/", staticAssetPath, settings.throughputSeconds, throughputConnections),
        };
      } catch (error) {
        failures.push(`Worker speed failed: ${errorSummary(error)}`);
      }
    }
    if (proxy && settings.phases.includes("lighthouse")) {
      lighthouse = [];
      for (const path of benchRoutes) lighthouse.push(await runLighthouseOnRoute(proxy.origin, path));
    }

    let pairing: PairingResults | null = null;
    if (settings.phases.includes("pairing")) {
      console.log(
        `phone to car: ${settings.pairingSamples} samples with the car's link up, then ${settings.pairingSamples} with it dropped once`,
      );
      try {
        browser = await launchChromium();
        chromiumVersion = browser.version();
        pairing = await measurePairing(browser, worker.origin, settings.pairingSamples, interrupted);
        const failed = pairing.series.reduce((total, series) => total + series.failedSamples, 0);
        if (failed > 0) failures.push(`Phone to car: ${failed} failed sample${failed === 1 ? "" : "s"} (listed under the table).`);
      } catch (error) {
        failures.push(`Phone to car failed: ${errorSummary(error)}`);
      } finally {
        await browser?.close();
        browser = null;
      }
    }

    let settingsSave: SettingsSaveResults | null = null;
    const settingsProfile = settings.profiles[0];
    if (settings.phases.includes("settings") && settingsProfile !== undefined) {
      console.log(
        `settings saves on ${settingsProfile.name}: ${settings.settingsSamples} with JavaScript and ${settings.settingsSamples} without`,
      );
      try {
        browser = await launchChromium();
        settingsSave = await measureSettingsSave(browser, worker.origin, settingsProfile, settings.settingsSamples, interrupted);
        if (settingsSave.failures.length > 0)
          failures.push(`Settings saves: ${settingsSave.failures.length} failed (listed under the table).`);
      } catch (error) {
        failures.push(`Settings saves failed: ${errorSummary(error)}`);
      } finally {
        await browser?.close();
        browser = null;
      }
    }

    let cardTaps: CardTapResults | null = null;
    if (settings.phases.includes("cards") && settingsProfile !== undefined) {
      console.log(`card taps on ${settingsProfile.name}: ${settings.cardTapSamples} per kind of link (Automatic, Full screen)`);
      try {
        browser = await launchChromium();
        const taps = await measureCardTaps(browser, worker.origin, settingsProfile, settings.cardTapSamples, interrupted);
        cardTaps = taps;
        if (taps.failures.length > 0) failures.push(`Card taps: ${taps.failures.length} failed (listed under the table).`);
        const slow = taps.series.filter((series) => series.navigationStartMs !== null && series.navigationStartMs.median > taps.targetMs);
        if (slow.length > 0)
          failures.push(
            `Card taps: the navigation started later than ${taps.targetMs} ms after the tap (${slow.map((series) => series.mode).join(", ")}).`,
          );
      } catch (error) {
        failures.push(`Card taps failed: ${errorSummary(error)}`);
      } finally {
        await browser?.close();
        browser = null;
      }
    }

    let cardScroll: CardScrollResults | null = null;
    if (proxy && settings.phases.includes("scroll")) {
      console.log(
        `card scrolls on ${settings.profiles.map((profile) => profile.name).join(" and ")}: ${settings.cardScrollSamples} dashboards ` +
          "per moment (scripts on their way, hydrated), the last row and a middle one flicked to their ends in each",
      );
      try {
        browser = await launchChromium();
        chromiumVersion = browser.version();
        const scrolls = await measureCardScrolls(browser, proxy.origin, settings.profiles, settings.cardScrollSamples, interrupted);
        cardScroll = scrolls;
        if (scrolls.failures.length > 0) failures.push(`Card scrolls: ${scrolls.failures.length} failed (listed under the table).`);
        const blank = scrolls.series.filter((series) => series.blankMs !== null && series.blankMs.max > scrolls.targetBlankMs);
        if (blank.length > 0)
          failures.push(
            `Card scrolls: a card scrolled into view was blank before it showed its name or logo (${blank
              .map((series) => `${series.profile} ${series.moment}: up to ${Math.round(series.blankMs?.max ?? 0)} ms`)
              .join(", ")}); the target is ${scrolls.targetBlankMs} ms.`,
          );
      } catch (error) {
        failures.push(`Card scrolls failed: ${errorSummary(error)}`);
      } finally {
        await browser?.close();
        browser = null;
      }
    }

    let tapDuringLoad: TapDuringLoadResults | null = null;
    const tapProfile = throttlingProfiles.find((profile) => profile.name === tapDuringLoadProfile);
    if (proxy && tapProfile && settings.phases.includes("tap-during-load") && !interrupted.aborted) {
      console.log(
        `tap during load on ${tapProfile.name}: one tap per load, ${"every 100 ms from the first paint until after the load event"}`,
      );
      try {
        browser = await launchChromium();
        chromiumVersion = browser.version();
        const taps = await measureTapsDuringLoad(browser, proxy.origin, tapProfile, interrupted);
        tapDuringLoad = taps;
        if (taps.failures.length > 0) failures.push(`Tap during load: ${taps.failures.length} taps failed (listed under its section).`);
        if (taps.delayMs !== null && taps.delayMs.max > taps.targetMs)
          failures.push(`Tap during load: a tap was held ${Math.round(taps.delayMs.max)} ms; the target is ${taps.targetMs} ms.`);
      } catch (error) {
        failures.push(`Tap during load failed: ${errorSummary(error)}`);
      } finally {
        await browser?.close();
        browser = null;
      }
    }

    let setupCarry: SetupCarryResults | null = null;
    if (settings.phases.includes("carry") && !interrupted.aborted) {
      console.log(`setup carried into full screen: ${setupCarrySamples} arrivals through the worker, and the AES-GCM way in Node`);
      try {
        setupCarry = await measureSetupCarry(worker.origin, setupCarrySamples);
      } catch (error) {
        failures.push(`Setup carry failed: ${errorSummary(error)}`);
      }
    }

    const profileNames = settings.profiles.map((profile) => profile.name);
    const keys = [...cellKeysOf(profileNames, cells), ...(baselineCommit ? baselineKeys(profileNames, cells) : [])];
    const results: BenchResults = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      commit: measuredCommit(),
      environment: {
        node: process.version,
        chromium: chromiumVersion,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? "unknown",
        platform: `${process.platform} ${process.arch}`,
      },
      settings: {
        rounds: settings.rounds,
        profiles: settings.profiles.map((profile) => profile.name),
        phases: settings.phases,
        viewport,
        quietWindowMs,
        headerTableBytes: settings.headerTableBytes,
        notes: [...notes, ...failures],
      },
      bytes,
      budgetViolations: violations,
      pageLoads,
      cells: pageLoads.length > 0 ? summarizeCells(pageLoads, keys) : [],
      worker: workerSpeed,
      lighthouse,
      pairing,
      settingsSave,
      cardTaps,
      cardScroll,
      tapDuringLoad,
      setupCarry,
      baseline: baselineCommit,
      note: settings.note,
    };
    console.log(`\n${writeOutputs(results)}`);
    console.log(`Wrote bench/results.json and docs/benchmarks.md, and appended to docs/${historyFileName}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    clearTimeout(deadline);
    await stopEverything();
  }
}

process.exitCode = await main();
