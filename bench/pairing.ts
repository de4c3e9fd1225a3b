// Issue 14's bench figure: a link from the phone's "Send to car" to the car's notice, in real Chromium over loopback to
// wrangler dev, with the car's link up and with it dropped once per sample. Both screens are driven through their UI.
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import {
  clockOffset,
  offlineAfterSendMs,
  samplesPerPairing,
  summarizePairingSeries,
  timeSample,
  type ClockReading,
  type PairingResults,
  type PairingSample,
  type PairingSeriesName,
  type SampleTimings,
} from "./pairing-samples.ts";

/** A series gives up after this many failed samples rather than run into the bench's time limit. */
const maxFailedSamples = 3;
const waitMs = { linkUp: 15_000, linkDropped: 30_000, page: 30_000, phoneSeen: 5_000 };
/** Visits of the phone's page to one code before giving up on the car hearing of it (see openOnPhone). */
const maxPhoneVisits = 3;
const noticeHeading = "Link from your phone";
const sendButtonName = "Send to car";
const sentText = "Sent. Check the car's screen.";
const clockReadings = 10;
// An address no sample opens (the notice waits for "Open"); the path tells the samples apart in the worker's log.
const sentAddress = (series: PairingSeriesName, index: number) => `https://www.example.com/parkplay-bench/${series}/${index}`;

interface CarMarks {
  notices: { insertedAt: number; paintedAt: number | null }[];
  onlineAt: number[];
}

interface PhoneMarks {
  sentAt: number[];
}

declare global {
  interface Window {
    ppBenchCar?: CarMarks;
    ppBenchPhone?: PhoneMarks;
  }
}

/**
 * Runs in the car's page from its first script: marks each notice entering the DOM, tags its heading for Element Timing
 * so its first paint is reported, and marks the "online" events. Times are performance.timeOrigin + performance.now().
 */
function watchCarNotices(heading: string): void {
  const clock = () => performance.timeOrigin + performance.now();
  const marks: CarMarks = { notices: [], onlineAt: [] };
  window.ppBenchCar = marks;
  window.addEventListener("online", () => marks.onlineAt.push(clock()));
  const identifierPrefix = "pp-bench-notice-";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("identifier" in entry) || typeof entry.identifier !== "string" || !entry.identifier.startsWith(identifierPrefix)) continue;
      const renderTime = "renderTime" in entry && typeof entry.renderTime === "number" ? entry.renderTime : 0;
      const notice = marks.notices[Number(entry.identifier.slice(identifierPrefix.length))];
      if (notice) notice.paintedAt = performance.timeOrigin + (renderTime > 0 ? renderTime : entry.startTime);
    }
  }).observe({ type: "element", buffered: true });
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      if (seen.has(alert)) continue;
      const title = [...alert.querySelectorAll("h1, h2, h3, h4, h5, h6")].find((element) => element.textContent?.trim() === heading);
      if (title === undefined) continue;
      seen.add(alert);
      title.setAttribute("elementtiming", `${identifierPrefix}${marks.notices.length}`);
      marks.notices.push({ insertedAt: clock(), paintedAt: null });
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the phone's page: marks the click a tap on the send button produces, in the capture phase before the app sees it. */
function watchSendTaps(buttonName: string): void {
  const marks: PhoneMarks = { sentAt: [] };
  window.ppBenchPhone = marks;
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.textContent?.trim() === buttonName) marks.sentAt.push(performance.timeOrigin + performance.now());
    },
    { capture: true },
  );
}

function watchProblems(name: string, page: Page, problems: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${name}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${name}: ${error.message}`));
}

/** Waits until React has hydrated the element, so a tap runs the app's handler and not the browser's default. */
async function waitForHydration(target: Locator): Promise<void> {
  await target.waitFor({ timeout: waitMs.page });
  const handle = await target.elementHandle();
  await target
    .page()
    .waitForFunction((element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$")), handle, {
      timeout: waitMs.page,
    });
  await handle?.dispose();
}

async function waitForText(target: Locator, text: string, timeout: number): Promise<void> {
  await target.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).waitFor({ timeout });
}

function nodeClock(): number {
  return performance.timeOrigin + performance.now();
}

async function readClockOffset(page: Page): Promise<ReturnType<typeof clockOffset>> {
  const readings: ClockReading[] = [];
  for (let reading = 0; reading < clockReadings; reading += 1) {
    const askedAt = nodeClock();
    const pageClock = await page.evaluate(() => performance.timeOrigin + performance.now());
    readings.push({ askedAt, pageClock, answeredAt: nodeClock() });
  }
  return clockOffset(readings);
}

/** The car's screen: the dashboard with the "Send from phone" panel, which holds a pairing while it is open. */
class CarScreen {
  readonly context: BrowserContext;
  readonly page: Page;
  private readonly origin: string;

  constructor(context: BrowserContext, page: Page, origin: string) {
    this.context = context;
    this.page = page;
    this.origin = origin;
  }

  private get panel(): Locator {
    return this.page.getByRole("dialog", { name: "Send from phone" });
  }

  get status(): Locator {
    return this.panel.getByRole("status");
  }

  get notice(): Locator {
    return this.page.getByRole("alert").filter({ hasText: noticeHeading });
  }

  async load(): Promise<void> {
    await this.page.goto(`${this.origin}/`, { timeout: waitMs.page });
    await waitForHydration(this.page.getByRole("banner").getByRole("button", { name: "Send from phone" }));
  }

  /** Opens the panel (a new pairing) and reads the phone's address off it. */
  async openPairing(): Promise<string> {
    await this.page.getByRole("banner").getByRole("button", { name: "Send from phone" }).tap();
    await waitForText(this.status, "Waiting for your phone…", waitMs.page);
    const written = await this.panel.getByText(/\/p\/[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent();
    const code = /([2-9A-Z]{4}-[2-9A-Z]{4})$/.exec(written ?? "")?.[1];
    if (code === undefined) throw new Error(`no pairing address on the car's panel: ${written}`);
    return `${this.origin}/p/${code}`;
  }

  /** Closing the panel ends the pairing, so the next opening gets a new code and a fresh per-code message limit. */
  async closePairing(): Promise<void> {
    await this.context.setOffline(false);
    if ((await this.panel.count()) === 0) return;
    await this.panel.getByRole("button", { name: "Close" }).tap();
    await this.panel.waitFor({ state: "detached", timeout: waitMs.page });
  }

  noticeCount(): Promise<number> {
    return this.page.evaluate(() => window.ppBenchCar?.notices.length ?? 0);
  }

  async paintedNotice(index: number, timeout: number): Promise<{ insertedAt: number; paintedAt: number }> {
    const handle = await this.page.waitForFunction(
      (wanted) => {
        const notice = window.ppBenchCar?.notices[wanted];
        return notice?.paintedAt ? { insertedAt: notice.insertedAt, paintedAt: notice.paintedAt } : null;
      },
      index,
      { timeout },
    );
    const notice = await handle.jsonValue();
    await handle.dispose();
    if (notice === null) throw new Error("the notice was never painted");
    return notice;
  }

  async lastOnlineAt(): Promise<number | null> {
    return this.page.evaluate(() => window.ppBenchCar?.onlineAt.at(-1) ?? null);
  }

  async dismissNotice(): Promise<void> {
    await this.notice.getByRole("button", { name: "Dismiss" }).tap();
    await this.notice.waitFor({ state: "detached", timeout: waitMs.page });
  }
}

/** The phone: the pairing page, which sends an address and shows "Sent." once the car has acknowledged it. */
class PhoneScreen {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  private get sendButton(): Locator {
    return this.page.getByRole("button", { name: sendButtonName });
  }

  async open(phoneURL: string): Promise<void> {
    await this.page.goto(phoneURL, { timeout: waitMs.page });
    await waitForHydration(this.sendButton);
  }

  /** Taps "Send to car" and returns the tap's mark from the page. */
  async send(address: string): Promise<number> {
    const before = await this.page.evaluate(() => window.ppBenchPhone?.sentAt.length ?? 0);
    await this.page.getByLabel("Address").fill(address);
    await this.sendButton.tap();
    const sentAt = await this.page.evaluate((index) => window.ppBenchPhone?.sentAt[index] ?? null, before);
    if (sentAt === null) throw new Error("the phone's tap on Send to car was not seen");
    return sentAt;
  }

  /** The car acknowledged the message and the phone's form is ready for the next one. */
  async waitUntilSent(timeout: number): Promise<void> {
    await waitForText(this.page.getByRole("status"), sentText, timeout);
    await this.page.waitForFunction(
      (name) => {
        const button = [...document.querySelectorAll("button")].find((element) => element.textContent?.trim() === name);
        return button !== undefined && !button.disabled;
      },
      sendButtonName,
      { timeout },
    );
  }
}

/**
 * The phone opens the code's page, and the car's panel says "Connected" once the relay told it. The car shows its code
 * before its socket is open, and a visit that comes first reaches no car, so the phone visits again (within its limits).
 */
async function openOnPhone(car: CarScreen, phone: PhoneScreen, phoneURL: string): Promise<void> {
  for (let visit = 1; ; visit += 1) {
    await phone.open(phoneURL);
    try {
      await waitForText(car.status, "Connected", waitMs.phoneSeen);
      return;
    } catch (error) {
      if (visit === maxPhoneVisits) throw error;
    }
  }
}

/** One sample on an open pairing; with `dropLink` the car goes offline before the tap and comes back 1 s after it. */
async function takeSample(car: CarScreen, phone: PhoneScreen, series: PairingSeriesName, index: number): Promise<SampleTimings> {
  const dropLink = series === "link-dropped";
  const timeout = dropLink ? waitMs.linkDropped : waitMs.linkUp;
  const noticeIndex = await car.noticeCount();
  if (dropLink) {
    await car.context.setOffline(true);
    await waitForText(car.status, "Reconnecting…", timeout);
  }
  const sentAt = await phone.send(sentAddress(series, index));
  if (dropLink) {
    await sleep(offlineAfterSendMs);
    await car.context.setOffline(false);
  }
  const { insertedAt, paintedAt } = await car.paintedNotice(noticeIndex, timeout);
  const onlineAt = dropLink ? await car.lastOnlineAt() : null;
  if (dropLink && (onlineAt === null || onlineAt < sentAt)) throw new Error("the car's online event was not seen");
  await phone.waitUntilSent(timeout);
  await car.dismissNotice();
  await waitForText(car.status, "Connected", timeout);
  return timeSample({ sentAt, insertedAt, paintedAt, onlineAt });
}

function failedSample(error: string): SampleTimings {
  return { sendToNoticeMs: null, onlineToNoticeMs: null, insertToPaintMs: null, error };
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "unknown error";
}

function describeSample(sample: PairingSample, samples: number): string {
  const label = `[pairing ${sample.series} ${sample.index === 0 ? "warm-up" : `${sample.index}/${samples}`}]`;
  if (sample.error !== null) return `${label} failed: ${sample.error}`;
  const online = sample.onlineToNoticeMs === null ? "" : `, online → notice ${sample.onlineToNoticeMs.toFixed(1)} ms`;
  return `${label} send → notice ${sample.sendToNoticeMs?.toFixed(1)} ms${online}`;
}

/**
 * A series: a warm-up sample on a pairing of its own, then `samples` measured ones, a new pairing every 10 (the relay's
 * per-code limit) and after any failure, so a failed sample cannot leave the next one in a broken state.
 */
async function runSeries(
  car: CarScreen,
  phone: PhoneScreen,
  series: PairingSeriesName,
  samples: number,
  interrupted: AbortSignal,
): Promise<PairingSample[]> {
  const taken: PairingSample[] = [];
  let [measured, failed] = [0, 0];
  const record = (pairing: number, timings: SampleTimings) => {
    const sample: PairingSample = { series, index: taken.length, pairing, ...timings };
    taken.push(sample);
    console.log(describeSample(sample, samples));
    if (timings.error !== null) failed += 1;
    else if (sample.index > 0) measured += 1;
    return timings.error === null;
  };
  for (let pairing = 0; measured < samples && failed < maxFailedSamples && !interrupted.aborted; pairing += 1) {
    const planned = taken.length === 0 ? 1 : Math.min(samplesPerPairing, samples - measured);
    try {
      await openOnPhone(car, phone, await car.openPairing());
      for (let onThisPairing = 0; onThisPairing < planned && !interrupted.aborted; onThisPairing += 1) {
        const timings = await takeSample(car, phone, series, taken.length).catch((error: unknown) => failedSample(errorMessage(error)));
        if (!record(pairing, timings)) break;
      }
    } catch (error) {
      record(pairing, failedSample(`opening pairing ${pairing}: ${errorMessage(error)}`));
    } finally {
      await car
        .closePairing()
        .catch(() => car.load())
        .catch(() => undefined);
    }
  }
  return taken;
}

export async function measurePairing(browser: Browser, origin: string, samples: number, interrupted: AbortSignal): Promise<PairingResults> {
  const pageProblems: string[] = [];
  const load = { average: loadavg()[0] ?? 0, cpus: cpus().length };
  const carContext = await browser.newContext({ viewport: { width: 980, height: 560 }, hasTouch: true });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    await carContext.addInitScript(watchCarNotices, noticeHeading);
    await phoneContext.addInitScript(watchSendTaps, sendButtonName);
    const carPage = await carContext.newPage();
    const phonePage = await phoneContext.newPage();
    watchProblems("car", carPage, pageProblems);
    watchProblems("phone", phonePage, pageProblems);
    const car = new CarScreen(carContext, carPage, origin);
    const phone = new PhoneScreen(phonePage);
    await car.load();
    await phonePage.goto(`${origin}/about`, { timeout: waitMs.page });
    const [carClock, phoneClock] = [await readClockOffset(carPage), await readClockOffset(phonePage)];
    const clockSkew =
      carClock && phoneClock
        ? { carMinusPhoneMs: carClock.offsetMs - phoneClock.offsetMs, uncertaintyMs: carClock.uncertaintyMs + phoneClock.uncertaintyMs }
        : null;

    const taken: PairingSample[] = [];
    taken.push(...(await runSeries(car, phone, "link-up", samples, interrupted)));
    taken.push(...(await runSeries(car, phone, "link-dropped", samples, interrupted)));
    return {
      samplesPerSeries: samples,
      samplesPerPairing,
      offlineAfterSendMs,
      load,
      clockSkew,
      samples: taken,
      series: summarizePairingSeries(taken),
      pageProblems,
    };
  } finally {
    await carContext.close().catch(() => undefined);
    await phoneContext.close().catch(() => undefined);
  }
}
