// Bench settings from the environment (BENCH_*), validated up front so a typo fails in the first second, not after ten minutes.
import { throttlingProfiles, type ThrottlingProfile } from "./profiles.ts";
import { defaultHeaderTableBytes } from "./tls-proxy.ts";
import { benchRoutes, variants, type CellSelection } from "./variants.ts";

export const benchPhases = ["pages", "worker", "lighthouse", "pairing", "settings", "cards", "scroll", "tap-during-load", "carry"] as const;
export type BenchPhase = (typeof benchPhases)[number];

export interface BenchSettings extends CellSelection {
  rounds: number;
  profiles: ThrottlingProfile[];
  phases: BenchPhase[];
  /** null: pick a free port. */
  workerPort: number | null;
  proxyPort: number | null;
  timeoutMinutes: number;
  ssrRequests: number;
  throughputSeconds: number;
  /** The HPACK table size the HTTP/2 proxy announces (SETTINGS_HEADER_TABLE_SIZE). */
  headerTableBytes: number;
  /** Phone-to-car samples per series (issue 14 asks for the median of 20). */
  pairingSamples: number;
  /** Settings saves per kind (with and without JavaScript), on the first throttling profile. */
  settingsSamples: number;
  /** Card taps per kind of link (Automatic, Full screen), on the first throttling profile (issue 22). */
  cardTapSamples: number;
  /** Dashboards per throttling profile and moment whose last and middle rows are flicked into view (issue 28). */
  cardScrollSamples: number;
  /** Issue 41: also load every cell once per round with a Chrome trace, for the main thread's breakdown ("separate"), or not. */
  trace: "separate" | "off";
  /** A commit to load in the same rounds, built in a temporary worktree, as `<variant>@baseline` cells; null for none. */
  baseline: string | null;
  /** A short note for the history file: what changed since the last run. */
  note: string;
}

export const recommendedRounds = 7;
export const recommendedPairingSamples = 20;
export const recommendedSettingsSamples = 7;
export const recommendedCardTapSamples = 10;
export const recommendedCardScrollSamples = 5;

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be an integer from 1 to ${max}, got "${raw}"`);
  return value;
}

function optionalPort(env: Record<string, string | undefined>, name: string): number | null {
  return env[name] ? positiveInteger(env, name, 0, 65_535) : null;
}

function listOf<T extends string>(env: Record<string, string | undefined>, name: string, allowed: readonly T[]): T[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return [...allowed];
  const chosen = raw.split(",").map((item) => item.trim());
  const unknown = chosen.filter((item) => !allowed.some((option) => option === item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")}; choose from ${allowed.join(", ")}`);
  return allowed.filter((option) => chosen.includes(option));
}

function traceMode(raw: string | undefined): BenchSettings["trace"] {
  if (raw === undefined || raw === "" || raw === "separate") return "separate";
  if (raw === "off") return "off";
  throw new Error(`BENCH_TRACE must be "separate" or "off", got "${raw}"`);
}

export function readBenchSettings(env: Record<string, string | undefined>): BenchSettings {
  const profileNames = listOf(
    env,
    "BENCH_PROFILES",
    throttlingProfiles.map((profile) => profile.name),
  );
  return {
    rounds: positiveInteger(env, "BENCH_ROUNDS", recommendedRounds, 50),
    profiles: throttlingProfiles.filter((profile) => profileNames.includes(profile.name)),
    phases: listOf(env, "BENCH_PHASES", benchPhases),
    routes: listOf(env, "BENCH_ROUTES", benchRoutes),
    variants: listOf(
      env,
      "BENCH_VARIANTS",
      variants.map((variant) => variant.name),
    ),
    workerPort: optionalPort(env, "BENCH_WORKER_PORT"),
    proxyPort: optionalPort(env, "BENCH_PROXY_PORT"),
    timeoutMinutes: positiveInteger(env, "BENCH_TIMEOUT_MINUTES", 90, 600),
    ssrRequests: positiveInteger(env, "BENCH_SSR_REQUESTS", 200, 10_000),
    throughputSeconds: positiveInteger(env, "BENCH_THROUGHPUT_SECONDS", 10, 120),
    headerTableBytes: positiveInteger(env, "BENCH_HEADER_TABLE_BYTES", defaultHeaderTableBytes, 1 << 20),
    // At most the recommended 20: more would need pacing against the worker's per-client limit on pairing pages and messages.
    pairingSamples: positiveInteger(env, "BENCH_PAIRING_SAMPLES", recommendedPairingSamples, recommendedPairingSamples),
    settingsSamples: positiveInteger(env, "BENCH_SETTINGS_SAMPLES", recommendedSettingsSamples, 50),
    // The beacon endpoint takes 60 a minute per client: two series of 20 and their warm-ups stay below it.
    cardTapSamples: positiveInteger(env, "BENCH_CARD_TAP_SAMPLES", recommendedCardTapSamples, 20),
    cardScrollSamples: positiveInteger(env, "BENCH_SCROLL_SAMPLES", recommendedCardScrollSamples, 50),
    trace: traceMode(env.BENCH_TRACE),
    baseline: env.BENCH_BASELINE?.trim() || null,
    note: (env.BENCH_NOTE ?? "").trim(),
  };
}
