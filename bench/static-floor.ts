// The static floor: each route's server-rendered HTML with its scripts removed, served as a static asset by the same wrangler dev.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { projectRoot } from "./project-paths.ts";

// Git-ignored; wrangler dev serves new files under public/ without a restart.
const staticFloorDirectory = join(projectRoot, "public", "__bench");
const servedTimeoutMs = 30_000;

export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}

/** A file-name-safe name for a route: "/" is "home", "/about" is "about". */
export function routeSlug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\/+/, "").replace(/[^a-z0-9-]+/gi, "-");
}

/** Where the static floor of `route` is served; the assets layer answers `/__bench/x` with `x.html`. */
export function staticFloorPath(route: string): string {
  return `/__bench/${routeSlug(route)}`;
}

async function servedText(url: URL): Promise<string | null> {
  const response = await fetch(url, { redirect: "manual" }).catch(() => null);
  if (response?.ok) return response.text();
  await response?.body?.cancel();
  return null;
}

/**
 * Renders each route once through the worker for the bench browser's user agent (a page such as /debug shows it), writes
 * its script-less copy, and waits until wrangler dev serves it.
 */
export async function writeStaticFloors(workerOrigin: string, routes: readonly string[], userAgent: string): Promise<void> {
  mkdirSync(staticFloorDirectory, { recursive: true });
  for (const route of routes) {
    const response = await fetch(new URL(route, workerOrigin), { headers: { "accept-encoding": "identity", "user-agent": userAgent } });
    if (!response.ok) throw new Error(`static floor: GET ${route} answered ${response.status}`);
    const floor = withoutScripts(await response.text());
    writeFileSync(join(staticFloorDirectory, `${routeSlug(route)}.html`), floor);

    const servedUrl = new URL(staticFloorPath(route), workerOrigin);
    const startedAt = Date.now();
    while ((await servedText(servedUrl)) !== floor) {
      if (Date.now() - startedAt > servedTimeoutMs) throw new Error(`static floor: wrangler dev does not serve ${servedUrl.pathname}`);
      await sleep(250);
    }
  }
}

export function removeStaticFloors(): void {
  rmSync(staticFloorDirectory, { recursive: true, force: true });
}
