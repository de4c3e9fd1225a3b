// @vitest-environment node
// Issue 13's cookie budget: with the largest setup a driver can make, every ParkPlay cookie together stays within 6 KB of
// Cookie header and no single cookie passes 3.5 KB, so no browser or proxy limit ever drops the setup or the request.
import { describe, expect, it } from "vitest";
import type { CookieDefinition } from "~/lib/cookies/cookie";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { attemptsCookie, attemptWindowCookie, fullscreenCookie, promptDismissedCookie } from "~/lib/fullscreen/session.server";
import { settingsTipCookie } from "~/lib/preferences/stored/cookie-codecs";
import { readSetupCookies } from "~/lib/preferences/server/setup-cookies.server";
import { maxServices } from "~/lib/preferences/setup/service-rules";
import { cookieHeader, incompressibleSetup, maximalSetup, setupFixture } from "../../../test-support/setups";

const maxCookieHeaderBytes = 6 * 1024;
const maxCookieBytes = 3.5 * 1024;

/** The session facts that can be set alongside a setup, each at its longest value. */
const flagCookies = {
  ...Object.fromEntries(
    [settingsTipCookie, promptDismissedCookie, attemptWindowCookie].map((definition: CookieDefinition<boolean>) => [
      definition.name,
      definition.encode(true),
    ]),
  ),
  [fullscreenCookie.name]: fullscreenCookie.encode("self_report"),
  [attemptsCookie.name]: attemptsCookie.encode({ count: 99, failures: 99, last: "failed" }),
};

interface CookieBytes {
  header: string;
  headerBytes: number;
  largestCookie: string;
  largestCookieBytes: number;
}

/** Every ParkPlay cookie a browser with this setup can hold, measured as it travels: `name=value` pairs joined by "; ". */
function measureCookies(setupCookies: Record<string, string>): CookieBytes {
  const cookies = { ...setupCookies, ...flagCookies };
  const pairs = Object.entries(cookies).map(([name, value]) => ({ name, bytes: Buffer.byteLength(`${name}=${value}`) }));
  const largest = pairs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const header = cookieHeader(cookies);
  return { header, headerBytes: Buffer.byteLength(header), largestCookie: largest.name, largestCookieBytes: largest.bytes };
}

const describeBytes = ({ headerBytes, largestCookie, largestCookieBytes }: CookieBytes) =>
  `${headerBytes} B in all, largest ${largestCookie} ${largestCookieBytes} B`;

const maximal = await setupFixture(maximalSetup);
const maximalBytes = measureCookies(maximal.cookies);
const incompressible = await setupFixture(incompressibleSetup());
const incompressibleBytes = measureCookies(incompressible.cookies);

describe("the setup's cookie budget", () => {
  it(`holds for the maximal setup, all of it mirrored (${describeBytes(maximalBytes)})`, async () => {
    expect(maximal.servicesLeftOut).toBe(0);
    expect(Object.keys(maximal.cookies)).toEqual(["pp_setup", "pp_setup1", "pp_hidden"]);
    expect(maximalBytes.headerBytes).toBeLessThanOrEqual(maxCookieHeaderBytes);
    expect(maximalBytes.largestCookieBytes).toBeLessThanOrEqual(maxCookieBytes);

    // The worker reads back exactly what was saved: every service, every row and card in place, nothing reported.
    const requestCookies = new RequestCookies(maximalBytes.header);
    const read = await readSetupCookies(requestCookies);
    expect(read.services).toEqual(maximalSetup.services);
    expect(read.order).toEqual(maximalSetup.order);
    expect(requestCookies.problems).toEqual([]);
  });

  it(`holds when no address compresses, by leaving services out of the mirror (${describeBytes(incompressibleBytes)}, ${incompressible.servicesLeftOut} left out)`, async () => {
    expect(incompressible.servicesLeftOut).toBeGreaterThan(0);
    expect(incompressibleBytes.headerBytes).toBeLessThanOrEqual(maxCookieHeaderBytes);
    expect(incompressibleBytes.largestCookieBytes).toBeLessThanOrEqual(maxCookieBytes);

    // The mirror holds the first services in full and says nothing is wrong; the rest appear after hydration.
    const requestCookies = new RequestCookies(incompressibleBytes.header);
    const read = await readSetupCookies(requestCookies);
    expect(read.services).toEqual(incompressible.setup.services.slice(0, maxServices - incompressible.servicesLeftOut));
    expect(read.order?.map((row) => row.category)).toEqual(incompressible.setup.order?.map((row) => row.category));
    expect(requestCookies.problems).toEqual([]);
  });
});
