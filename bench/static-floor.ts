// The static floor: each route's server-rendered HTML with its scripts removed, served as a static asset by the same wrangler dev.
// One floor per route and language: our page in Arabic is held to the same page in Arabic without scripts (issue 31).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { localeCookieHeader, type BenchLocale } from "./locales.ts";
import { projectRoot } from "./project-paths.ts";

// Git-ignored; wrangler dev serves new files under public/ without a restart.
const staticFloorDirectory = join(projectRoot, "public", "__bench");
const servedTimeoutMs = 30_000;

/** A route rendered in a locale: null is the default page (no preference cookies, English for the US). */
export interface StaticFloor {
  route: string;
  locale: BenchLocale | null;
}

export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}

/** A file-name-safe name for a route: "/" is "home", "/about" is "about". */
export function routeSlug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\/+/, "").replace(/[^a-z0-9-]+/gi, "-");
}

/** The floor's file name without ".html": "home" for the default page, "home-ar-gulf" for the dashboard in Arabic for the Gulf. */
export function staticFloorSlug(route: string, locale: BenchLocale | null = null): string {
  const suffix = locale === null ? "" : `-${locale.language}-${locale.region}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
  return `${routeSlug(route)}${suffix}`;
}

/** Where the static floor of `route` in `locale` is served; the assets layer answers `/__bench/x` with `x.html`. */
export function staticFloorPath(route: string, locale: BenchLocale | null = null): string {
  return `/__bench/${staticFloorSlug(route, locale)}`;
}

async function servedText(url: URL): Promise<string | null> {
  const response = await fetch(url, { redirect: "manual" }).catch(() => null);
  if (response?.ok) return response.text();
  await response?.body?.cancel();
  return null;
}

/**
 * The floor's HTML: the route as the worker renders it for the bench browser's user agent (a page such as /debug shows
 * it) and, for a locale, with its preference cookies, as the browser holding them asks for it; then without scripts.
 */
export async function renderStaticFloor(workerOrigin: string, { route, locale }: StaticFloor, userAgent: string): Promise<string> {
  const headers: Record<string, string> = { "accept-encoding": "identity", "user-agent": userAgent };
  if (locale !== null) headers.cookie = localeCookieHeader(locale);
  const response = await fetch(new URL(route, workerOrigin), { headers });
  const label = locale === null ? route : `${route} with ${headers.cookie}`;
  if (!response.ok) throw new Error(`static floor: GET ${label} answered ${response.status}`);
  return withoutScripts(await response.text());
}

/** Writes each floor's script-less copy and waits until wrangler dev serves it. */
export async function writeStaticFloors(
  workerOrigin: string,
  floors: readonly StaticFloor[],
  userAgent: string,
  directory: string = staticFloorDirectory,
): Promise<void> {
  mkdirSync(directory, { recursive: true });
  for (const floor of floors) {
    const html = await renderStaticFloor(workerOrigin, floor, userAgent);
    writeFileSync(join(directory, `${staticFloorSlug(floor.route, floor.locale)}.html`), html);

    const servedUrl = new URL(staticFloorPath(floor.route, floor.locale), workerOrigin);
    const startedAt = Date.now();
    while ((await servedText(servedUrl)) !== html) {
      if (Date.now() - startedAt > servedTimeoutMs) throw new Error(`static floor: wrangler dev does not serve ${servedUrl.pathname}`);
      await sleep(250);
    }
  }
}

export function removeStaticFloors(): void {
  rmSync(staticFloorDirectory, { recursive: true, force: true });
}
