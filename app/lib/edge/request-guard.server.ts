import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { guardFormPost } from "~/lib/edge/form-post-guard.server";
import { plainRejection, rejectionTranslator, type GuardOutcome } from "~/lib/edge/rejection.server";
import { isStaticFilePath } from "~/lib/edge/static-paths";
import type { Language } from "~/lib/i18n/languages";

type RouteWithAction = AgnosticRouteObject & {
  id: string;
  hasAction: boolean;
  /** A page (it has a component) or a resource route with a loader; a resource route with only an action takes no GET. */
  answersReads: boolean;
  formBodyLimit: number | undefined;
};

/** The form body limit a route's `handle` asks for (`{ formBodyLimit: bytes }`), where one form carries more than a few fields. */
function formBodyLimitOf(handle: unknown): number | undefined {
  if (typeof handle !== "object" || handle === null || !("formBodyLimit" in handle)) return undefined;
  return typeof handle.formBodyLimit === "number" ? handle.formBodyLimit : undefined;
}

const readOnlyMethods = ["GET", "HEAD"];
const singleFetchRootPath = "/_root.data";
const singleFetchSuffix = ".data";

/** The app's route tree as the router matches it, each route knowing whether it exports an action. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteWithAction[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route): RouteWithAction => {
      const shared = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        hasAction: typeof route.module.action === "function",
        answersReads: typeof route.module.loader === "function" || typeof route.module.default === "function",
        formBodyLimit: formBodyLimitOf(route.module.handle),
      };
      return route.index ? { ...shared, index: true } : { ...shared, children: routeTree(manifest, route.id) };
    });
}

/** The page path a single-fetch data URL stands for ("/_root.data" is "/", "/about.data" is "/about"). */
function pagePath(pathname: string): string {
  if (pathname === singleFetchRootPath) return "/";
  return pathname.endsWith(singleFetchSuffix) ? pathname.slice(0, -singleFetchSuffix.length) : pathname;
}

/**
 * HTTP's own rule (RFC 9112, section 6.3): a request carries a body when it names a length or a transfer coding. Remix
 * copies a GET or HEAD with a body into a new Request, which the runtime refuses with a 500.
 */
export function carriesBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return request.body !== null || request.headers.has("transfer-encoding") || (length !== null && length.trim() !== "0");
}

function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers the requests the app must not render — missing files, methods no route takes, preflights, reads with a body,
 * undecodable paths, legacy data requests and bad form posts — before Remix runs. Which paths take a POST comes from the build: those whose
 * target route exports an action, so a new form needs only its route and action.
 */
export function createRequestGuard(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);

  // The route a POST reaches, when it has an action. Remix's own rule: the deepest matching route, but an index route only when the URL says `?index`.
  // An undecodable path targets no route, and is kept away from the router, which would log it whole.
  function matchesOf(url: URL) {
    return matchRoutes(tree, pagePath(url.pathname)) ?? [];
  }

  function answersReads(url: URL, malformed: boolean): boolean {
    return malformed || (matchesOf(url).at(-1)?.route.answersReads ?? true);
  }

  function postTarget(url: URL, malformed: boolean): RouteWithAction | undefined {
    if (malformed) return undefined;
    const matches = matchesOf(url);
    const last = matches.at(-1)?.route;
    const targetsIndex = url.searchParams.getAll("index").includes("");
    const target = last?.index && !targetsIndex ? matches.at(-2)?.route : last;
    return target?.hasAction ? target : undefined;
  }

  /** `language` is the request's (its load context's locale): refusals are written in it. */
  return async function guardRequest(request: Request, publicOrigin: string | null, language: Language): Promise<GuardOutcome> {
    const url = new URL(request.url);
    const t = rejectionTranslator(language);
    if (isStaticFilePath(url.pathname)) return { rejected: plainRejection(404, "static_file_missing", t("notFound"), language) };

    const malformed = hasMalformedEncoding(url.pathname);
    const target = postTarget(url, malformed);
    const allow = [...(answersReads(url, malformed) ? readOnlyMethods : []), ...(target ? ["POST"] : [])];
    if (request.method === "OPTIONS") {
      return {
        rejected: {
          reason: "options",
          response: new Response(null, { status: 204, headers: { allow: [...allow, "OPTIONS"].join(", ") } }),
        },
      };
    }
    if (!allow.includes(request.method)) {
      return {
        rejected: plainRejection(405, "method_not_allowed", t("methodNotAllowed", { method: request.method }), language, {
          allow: allow.join(", "),
        }),
      };
    }
    if (readOnlyMethods.includes(request.method) && carriesBody(request)) {
      return { rejected: plainRejection(400, "body_not_allowed", t("bodyNotAllowed", { method: request.method }), language) };
    }
    // Like any unknown path this goes to the dashboard, but without Remix's unstructured decode warnings.
    if (malformed) {
      return { rejected: { reason: "malformed_path", response: new Response(null, { status: 302, headers: { location: "/" } }) } };
    }
    // Single fetch replaced `?_data=`; Remix would answer an empty 200 and log an error for each.
    if (url.searchParams.has("_data")) {
      return {
        rejected: plainRejection(400, "legacy_data_request", t("legacyDataRequest"), language),
      };
    }
    return request.method === "POST" ? guardFormPost(request, publicOrigin, language, target?.formBodyLimit) : { accepted: request };
  };
}
