import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { colorSchemeHintHeader, parseColorSchemeHint } from "~/lib/display/color-scheme-hint.server";
import { readConfig } from "~/lib/edge/config.server";
import type { EdgeLogger } from "~/lib/edge/log.server";
import { maxAcceptLanguageLength, negotiateLocale } from "~/lib/i18n/accept-language";
import { createNonce } from "~/lib/edge/nonce.server";
import { createPairings } from "~/lib/pairing/pairings.server";
import { createCarriedSetups } from "~/lib/preferences/server/carried-setup.server";
import { isFullscreenPromptPage } from "~/lib/fullscreen/referrer";
import { readFullscreenFacts } from "~/lib/fullscreen/session.server";
import { fullscreenSwitchParam } from "~/lib/fullscreen/switch.server";
import { browserMajorVersion } from "~/lib/diagnostics/browser-version.server";
import { readPreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { savedChangeCookie } from "~/lib/preferences/server/saved-change.server";

interface LoadContextInput {
  request: Request;
  env: Env;
  log: EdgeLogger;
}

// Cloudflare's formats: a colo is an airport code, a ray 16 hex digits and the colo ("8f1a2b3c4d5e6f70-LHR").
const coloPattern = /^[A-Z]{3}$/;
const rayPattern = /^[0-9a-f]{16}-[a-z]{3}$/i;

/**
 * Where the request entered Cloudflare's network; never the client's IP. A client can send any CF-Ray header (and
 * anything can stand in for `cf` off Cloudflare), so only values in Cloudflare's format are kept: log lines stay short.
 */
export function readEdgeFacts(request: Request) {
  const colo = request.cf?.colo;
  const ray = request.headers.get("cf-ray");
  return {
    colo: typeof colo === "string" && coloPattern.test(colo) ? colo : null,
    ray: ray !== null && rayPattern.test(ray) ? ray : null,
  };
}

/**
 * Everything the worker and the loaders need to know about one request, worked out once before anything else runs:
 * the validated config, the full-screen state, the preferences the cookies hold (the setup's cookies are inflated here, hence async) and the edge facts. Loaders read
 * these and the worker builds its log line and cookies from the same values; nothing writes back into it.
 */
export async function createLoadContext({ request, env, log }: LoadContextInput) {
  const config = readConfig(env, log);
  const cookies = new RequestCookies(request.headers.get("cookie"));
  const { pathname, searchParams } = new URL(request.url);
  const fullscreen = readFullscreenFacts(
    {
      referrer: request.headers.get("referer"),
      // An address with a full-screen switch answers with its own cookies (switch.server.ts), never as a return from YouTube.
      dashboardDocument: request.method === "GET" && isFullscreenPromptPage(pathname) && !searchParams.has(fullscreenSwitchParam),
    },
    cookies,
  );
  const {
    preferences,
    unreadable: unreadableCookies,
    noneStored: noPreferencesStored,
    changedAt: setupChangedAt,
  } = await readPreferenceCookies(cookies);
  const edge = readEdgeFacts(request);
  const acceptLanguage = request.headers.get("accept-language");
  const negotiated = negotiateLocale(acceptLanguage);
  if (negotiated.problem !== null) {
    // The header's length, never its text: it is the client's to fill with anything.
    log({
      event: "accept_language_invalid",
      problem: negotiated.problem,
      length: Math.min(acceptLanguage?.length ?? 0, maxAcceptLanguageLength + 1),
      ...edge,
    });
  }
  if (negotiated.simplifiedChineseAsked) {
    // ParkPlay speaks Traditional Chinese only: how many drivers ask for Simplified tells whether to add it.
    log({ event: "language_fallback", asked: "zh-Hans", language: negotiated.locale.language, ...edge });
  }
  const colorSchemeHint = parseColorSchemeHint(request.headers.get(colorSchemeHintHeader));
  if (colorSchemeHint.problem !== null) {
    // The value's length only, like Accept-Language's: the client fills the header.
    log({
      event: "client_hint_invalid",
      hint: "prefers_color_scheme",
      length: Math.min(request.headers.get(colorSchemeHintHeader)?.length ?? 0, 64),
      ...edge,
    });
  }
  const locale = {
    language: preferences.language ?? negotiated.locale.language,
    region: preferences.region ?? negotiated.locale.region,
  };
  if (cookies.problems.length > 0) {
    log({
      event: "cookie_invalid",
      cookies: cookies.problems.map((report) => report.cookie),
      problems: cookies.problems.map((report) => report.problem),
      // The ray ties the line to the request's page_view line.
      ...edge,
    });
  }
  return {
    config,
    nonce: createNonce(),
    log,
    edge,
    fullscreen,
    /** The browser's name and major version ("Chromium 148"), for the full-screen funnel's lines; never the user agent itself. */
    browser: browserMajorVersion(request.headers),
    preferences,
    /** No preference cookie came with the request, so the page asks the browser for its backup (preferences/server/restore-script.server.ts). */
    noPreferencesStored,
    /** When the setup the cookies hold last changed (preferences/server/change-stamp.server.ts), or null. */
    setupChangedAt,
    /** The last of this session's background saves the cookies hold (preferences/server/saved-change.server.ts). */
    savedChange: cookies.read(savedChangeCookie),
    /** The language and region to render: the driver's stored choice, else what Accept-Language asks for. */
    locale,
    /** The system's colour scheme, from the client hint (null without one): an automatic theme renders in it. */
    colorSchemeHint: colorSchemeHint.scheme,
    /** Cookies nothing could be read from; the worker deletes them with its answer. */
    unreadableCookies,
    pairings: createPairings(env, log),
    /** Setups carried into the full-screen profile (preferences/server/carried-setup.server.ts). */
    carriedSetups: createCarriedSetups(env, log, edge),
    /** How many card openings a client may report (lib/preferences/server/card-opened.server.ts). */
    cardOpenLimit: env.CARD_OPEN_LIMIT,
  };
}

export type LoadContext = Awaited<ReturnType<typeof createLoadContext>>;
