// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadSetupFixtures, maximalSetupCookies } from "../../bench/setup-fixture.ts";
import { cookieHeader, maximalSetup, setupFixture } from "../../test-support/setups";

describe("loadSetupFixtures", () => {
  it("gives the bench the same maximal setup, storage and cookies the tests use", async () => {
    const bundled = await loadSetupFixtures();
    expect(bundled.maximalSetup).toEqual(maximalSetup);
    const [fromBundle, direct] = await Promise.all([bundled.setupFixture(bundled.maximalSetup), setupFixture(maximalSetup)]);
    expect(fromBundle.localStorage).toEqual(direct.localStorage);
    expect(bundled.cookieHeader(fromBundle.cookies)).toBe(cookieHeader(direct.cookies));
    expect(await maximalSetupCookies()).toEqual({ name: "maximal", cookie: cookieHeader(direct.cookies) });
  });
});
