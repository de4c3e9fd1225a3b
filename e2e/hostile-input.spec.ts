// Hostile cookies and headers a browser does send: the page still renders and hydrates. What the worker answers to each
// hostile request is tests/worker/hostile-input.test.ts's.
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { fullscreenCookie } from "../app/lib/fullscreen/session.server";
import { hiddenSourcesCookie } from "../app/lib/preferences/server/cookies.server";

const repeat = (text: string, bytes: number) => text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);

test.describe("hostile cookies and headers in a real browser", () => {
  const browserCases: {
    input: string;
    path: string;
    heading: string;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
  }[] = [
    {
      input: `${hiddenSourcesCookie.name}=__proto__`,
      path: "/",
      heading: "Dashboard",
      cookies: { [hiddenSourcesCookie.name]: "__proto__" },
    },
    { input: `${hiddenSourcesCookie.name}=%00%ff`, path: "/", heading: "Dashboard", cookies: { [hiddenSourcesCookie.name]: "%00%ff" } },
    {
      input: `${hiddenSourcesCookie.name} near the 4 KB cookie limit`,
      path: "/",
      heading: "Dashboard",
      cookies: { [hiddenSourcesCookie.name]: repeat("hulu,", 4000) },
    },
    { input: `${fullscreenCookie.name}=%E0%A4%A`, path: "/", heading: "Dashboard", cookies: { [fullscreenCookie.name]: "%E0%A4%A" } },
    { input: "garbage Accept-Language", path: "/debug", heading: "Diagnostics", headers: { "Accept-Language": ";;;q=x,*-*-*,zz;q=9" } },
  ];

  for (const { input, path, heading, cookies = {}, headers = {} } of browserCases) {
    test(`${path} renders and hydrates with ${input}`, async ({ page, baseURL }) => {
      await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL ?? "" })));
      await page.setExtraHTTPHeaders(headers);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
      await waitForHydration(page);
    });
  }
});
