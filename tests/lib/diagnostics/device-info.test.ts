import { describe, expect, it } from "vitest";
import type { DeviceType, InCar, InCarAnswer } from "~/lib/diagnostics/device";
import { describeDevice, maxUserAgentLength, readUserAgent } from "~/lib/diagnostics/device-info";
import { iPhoneSafariUserAgent, tesla202626UserAgent, teslaTokenUserAgent, windowsChrome148UserAgent } from "../../support/user-agents";

interface UserAgentCase {
  name: string;
  userAgent: string;
  maxTouchPoints?: number;
  deviceType: DeviceType;
  carBrand: string | null;
  inCar: InCarAnswer;
  browser: string;
}

// Real user agents. Car strings come from public detector test data (Tesla forum captures in Yauaa's Car.yaml,
// matomo device-detector's car_browser.yml fixture, ua-parser-js's vehicle.json) unless noted otherwise.
const userAgentCases: UserAgentCase[] = [
  {
    name: "Tesla Model S 2013, QtCarBrowser on WebKit 533",
    userAgent: "Mozilla/5.0 (X11; U; Linux; C) AppleWebKit/533.3 (KHTML, like Gecko) QtCarBrowser Safari/533.3",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Safari",
  },
  {
    name: "Tesla Model S firmware 5.9 (2014), QtCarBrowser on WebKit 534",
    userAgent: "Mozilla/5.0 (X11; Linux) AppleWebKit/534.34 (KHTML, like Gecko) QtCarBrowser Safari/534.34",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Safari",
  },
  {
    name: "Tesla firmware 8 era, 'Tesla QtCarBrowser' on WebKit 601",
    userAgent: "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/601.1 (KHTML, like Gecko) Tesla QtCarBrowser Safari/601.1",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Tesla",
  },
  {
    name: "Tesla 2019 QtWebEngine (Chromium 71) still naming QtCarBrowser",
    userAgent:
      "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/71.0.3578.98 Chrome/71.0.3578.98 Safari/537.36 Tesla QtCarBrowser",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Tesla",
  },
  {
    name: "Tesla 2019.40 on Chromium 75",
    userAgent:
      "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/75.0.3770.100 Chrome/75.0.3770.100 Safari/537.36 Tesla/2019.40.50.7-ad132c7b057e",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Tesla",
  },
  {
    name: "Tesla 2020.48 on Chromium 79",
    userAgent:
      "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/79.0.3945.130 Chrome/79.0.3945.130 Safari/537.36 Tesla/2020.48.30-040912887bad",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Tesla",
  },
  {
    name: "Tesla 2022 development build on Chrome 98 (x86_64 MCU3)",
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 Tesla/develop-2022.12.3.2-5-2d5530dd8f",
    deviceType: "desktop",
    carBrand: "Tesla",
    inCar: "yes",
    browser: "Chrome",
  },
  {
    // Firmware 2026.26 and later (Chromium 148): a plain desktop Linux user agent, nothing to tell the car by.
    name: "Tesla firmware 2026.26 on Chromium 148, no Tesla/ token",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/148.0.0.0 Safari/537.36",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Chrome",
  },
  {
    name: "Tesla-branded Android phone (not a car)",
    userAgent:
      "Mozilla/5.0 (Linux; Android 7.0; Tesla_SP6.3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.143 Mobile Safari/537.36",
    deviceType: "mobile",
    carBrand: null,
    inCar: "no",
    browser: "Chrome",
  },
  {
    name: "Polestar 2 on Android Automotive 12 (public test fixture)",
    userAgent:
      "Mozilla/5.0 (Linux; Android 12; Polestar 2 Build/SP2A.220505.008) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.5414.86 Safari/537.36",
    deviceType: "desktop",
    carBrand: "Polestar",
    inCar: "yes",
    browser: "Chrome",
  },
  {
    name: "Polestar Android Automotive 10 system client",
    userAgent: "Dalvik/2.1.0 (Linux; U; Android 10; Polestar Build/QA1A.210116.001)",
    deviceType: "desktop",
    carBrand: "Polestar",
    inCar: "yes",
    browser: "unknown",
  },
  {
    name: "Rivian R1T on Android 10",
    userAgent: "Dalvik/2.1.0 (Linux; U; Android 10; Rivian R1T Build/QQ3A.200605.002)",
    deviceType: "desktop",
    carBrand: "Rivian",
    inCar: "yes",
    browser: "unknown",
  },
  {
    name: "Android head unit for Mercedes-Benz (benz_hy 1920x720 WebView)",
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; benz_hy1920x720 Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.158 Mobile Safari/537.36",
    deviceType: "desktop",
    carBrand: "Mercedes-Benz",
    inCar: "yes",
    browser: "Chrome WebView",
  },
  {
    name: "Porsche rear-seat entertainment",
    userAgent:
      "Mozilla/5.0 (Linux; Android 5.1; Porsche Rear Seat Entertainment Build/LMY47D) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/55.0.2883.77 Safari/537.36",
    deviceType: "desktop",
    carBrand: "Porsche",
    inCar: "yes",
    browser: "Chrome",
  },
  {
    name: "BYD DiLink 3.0 WebView",
    userAgent:
      "Mozilla/5.0 (Linux; Android 10; DiLink3.0 For BYD AUTO Build/QKQ1.200816.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/74.0.3729.186 Safari/537.36",
    deviceType: "desktop",
    carBrand: "BYD",
    inCar: "yes",
    browser: "Chrome WebView",
  },
  {
    name: "BMW with Fire TV built in (Silk)",
    userAgent:
      "Mozilla/5.0 (Linux; Android 9; AFTLBT962E2) AppleWebKit/537.36 (KHTML, like Gecko) Silk/118.3.1 like Chrome/118.0.5993.155 Safari/537.36",
    deviceType: "desktop",
    carBrand: "BMW",
    inCar: "yes",
    browser: "Silk",
  },
  {
    name: "Volvo head unit, NetFront",
    userAgent: "Mozilla/5.0 (VCC; 1.0; like Gecko) NetFront/4.2",
    deviceType: "desktop",
    carBrand: "Volvo",
    inCar: "yes",
    browser: "NetFront",
  },
  {
    name: "iPhoneSafariUserAgent, Safari on iOS 17",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    deviceType: "mobile",
    carBrand: null,
    inCar: "no",
    browser: "Mobile Safari",
  },
  {
    name: "iPhoneSafariUserAgent, Chrome on iOS",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1",
    deviceType: "mobile",
    carBrand: null,
    inCar: "no",
    browser: "Chrome",
  },
  {
    name: "iPad on iOS 12, before iPadOS posed as a Mac",
    userAgent:
      "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
    deviceType: "tablet",
    carBrand: null,
    inCar: "no",
    browser: "Mobile Safari",
  },
  {
    name: "iPadOS 17 posing as a Mac, with 5 touch points",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    maxTouchPoints: 5,
    deviceType: "tablet",
    carBrand: null,
    inCar: "no",
    browser: "Safari",
  },
  {
    name: "Safari on a Mac (no touch points)",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    maxTouchPoints: 0,
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Safari",
  },
  {
    name: "Android phone, Samsung Galaxy S23 with Chrome",
    userAgent: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
    deviceType: "mobile",
    carBrand: null,
    inCar: "no",
    browser: "Chrome",
  },
  {
    name: "Android phone with Chrome's reduced user agent",
    userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36",
    deviceType: "mobile",
    carBrand: null,
    inCar: "no",
    browser: "Chrome",
  },
  {
    name: "Android tablet, Samsung Galaxy Tab S9 with Chrome",
    userAgent: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36",
    deviceType: "tablet",
    carBrand: null,
    inCar: "no",
    browser: "Chrome",
  },
  {
    name: "Chrome on Windows",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Chrome",
  },
  {
    name: "Chrome on macOS",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Chrome",
  },
  {
    name: "Chrome on ChromeOS",
    userAgent: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Chrome",
  },
  {
    name: "Firefox on Windows",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Firefox",
  },
  {
    name: "Firefox on Ubuntu",
    userAgent: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Firefox",
  },
  {
    name: "Edge on Windows",
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Edge",
  },
  {
    name: "Headless Chrome on Linux",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.29 Safari/537.36",
    deviceType: "desktop",
    carBrand: null,
    inCar: "not-detectable",
    browser: "Chrome Headless",
  },
  {
    name: "Googlebot",
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    deviceType: "unknown",
    carBrand: null,
    inCar: "not-detectable",
    browser: "unknown",
  },
  {
    name: "Bingbot",
    userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    deviceType: "unknown",
    carBrand: null,
    inCar: "not-detectable",
    browser: "unknown",
  },
  { name: "empty string", userAgent: "", deviceType: "unknown", carBrand: null, inCar: "not-detectable", browser: "unknown" },
  { name: "whitespace only", userAgent: "   ", deviceType: "unknown", carBrand: null, inCar: "not-detectable", browser: "unknown" },
  { name: "garbage", userAgent: "x;;((//)) 0000 ~~", deviceType: "unknown", carBrand: null, inCar: "not-detectable", browser: "unknown" },
];

const noFullscreenArrival = { fullscreenArrival: false };

describe("describeDevice over real user agents", () => {
  it("covers at least 25 user agents", () => {
    expect(userAgentCases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(userAgentCases)("$name", ({ userAgent, maxTouchPoints, deviceType, carBrand, inCar, browser }) => {
    const facts = maxTouchPoints === undefined ? undefined : { maxTouchPoints, orientation: "landscape" as const };
    const info = describeDevice(readUserAgent(userAgent), noFullscreenArrival, facts);
    expect(info.deviceType).toBe(deviceType);
    expect(info.inCar.answer).toBe(inCar);
    expect(info.carBrand).toBe(carBrand);
    expect(info.browser).toBe(browser);
  });
});

describe("describeDevice", () => {
  const iPadAsMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

  it("reads OS, browser, device and their versions", () => {
    const info = describeDevice(
      readUserAgent(
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
      ),
      noFullscreenArrival,
    );
    expect(info).toMatchObject({ os: "Android", os_version: "14", browser_version: "124.0.6367.82", device: "Samsung SM-S918B" });
  });

  it("names the car as the device when the parser knows no vendor", () => {
    const info = describeDevice(
      readUserAgent("Mozilla/5.0 (X11; Linux) AppleWebKit/534.34 (KHTML, like Gecko) QtCarBrowser Safari/534.34"),
      noFullscreenArrival,
    );
    expect(info.device).toBe("Tesla");
  });

  it("cannot know orientation or iPadOS on the server", () => {
    const info = describeDevice(readUserAgent(iPadAsMac), noFullscreenArrival);
    expect(info.orientation).toBe("unknown");
    expect(info.deviceType).toBe("desktop");
    expect(info.os).toBe("Mac OS");
  });

  it("turns a touch Mac into an iPad whose OS version the user agent hides", () => {
    const info = describeDevice(readUserAgent(iPadAsMac), noFullscreenArrival, { maxTouchPoints: 5, orientation: "portrait" });
    expect(info).toMatchObject({
      deviceType: "tablet",
      os: "iPadOS",
      os_version: "unknown",
      device: "Apple iPad",
      orientation: "portrait",
    });
  });

  it("keeps a Mac with a single touch point a desktop", () => {
    expect(describeDevice(readUserAgent(iPadAsMac), noFullscreenArrival, { maxTouchPoints: 1, orientation: "landscape" }).deviceType).toBe(
      "desktop",
    );
  });

  it("keeps a user agent that is only text as it is, markup included", () => {
    const hostile = '<script>alert("x")</script>';
    const info = describeDevice(readUserAgent(hostile), noFullscreenArrival);
    expect(info.userAgent).toBe(hostile);
    expect(info.browser).toBe("unknown");
  });
});

describe("describeDevice's In Car verdict", () => {
  it.each<[string, string | null, boolean, InCar]>([
    ["desktop Chrome", windowsChrome148UserAgent, false, { answer: "not-detectable", reason: "desktop-user-agent" }],
    ["Tesla 2026.26", tesla202626UserAgent, false, { answer: "not-detectable", reason: "desktop-user-agent" }],
    ["Tesla 2026.26 after a full-screen arrival", tesla202626UserAgent, true, { answer: "likely", reason: "fullscreen-arrival" }],
    ["desktop Chrome after a full-screen arrival", windowsChrome148UserAgent, true, { answer: "likely", reason: "fullscreen-arrival" }],
    ["a Tesla/ token", teslaTokenUserAgent, false, { answer: "yes", reason: "car-token" }],
    ["a Tesla/ token after a full-screen arrival", teslaTokenUserAgent, true, { answer: "yes", reason: "car-token" }],
    ["an iPhone", iPhoneSafariUserAgent, false, { answer: "no", reason: "phone-or-tablet" }],
    ["an iPhone after a full-screen arrival", iPhoneSafariUserAgent, true, { answer: "no", reason: "phone-or-tablet" }],
    [
      "an unrecognised device",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      false,
      { answer: "not-detectable", reason: "unknown-device" },
    ],
    ["a missing user agent after a full-screen arrival", null, true, { answer: "likely", reason: "fullscreen-arrival" }],
  ])("%s", (_name, userAgent, fullscreenArrival, inCar) => {
    expect(describeDevice(readUserAgent(userAgent), { fullscreenArrival }).inCar).toEqual(inCar);
  });
});

describe("readUserAgent", () => {
  it("passes an ordinary user agent through untouched", () => {
    const userAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0";
    expect(readUserAgent(userAgent)).toEqual({ userAgent, problem: null, receivedLength: userAgent.length });
  });

  it.each([null, undefined, "", " \t "])("treats %j as missing", (raw) => {
    expect(readUserAgent(raw)).toMatchObject({ userAgent: "unknown", problem: "missing" });
  });

  it("caps a 16 KB user agent and refuses to parse it", () => {
    const huge = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 ${"A".repeat(16 * 1024)}`;
    const reading = readUserAgent(huge);
    expect(reading.problem).toBe("too_long");
    expect(reading.receivedLength).toBe(huge.length);
    expect(reading.userAgent.length).toBeLessThanOrEqual(maxUserAgentLength + 1);
    expect(reading.userAgent.endsWith("…")).toBe(true);
    expect(describeDevice(reading, noFullscreenArrival)).toMatchObject({
      browser: "unknown",
      os: "unknown",
      deviceType: "unknown",
      inCar: { answer: "not-detectable", reason: "unknown-device" },
    });
  });

  it("accepts a user agent of exactly the maximum length", () => {
    const longest = `Mozilla/5.0 ${"a".repeat(maxUserAgentLength - 12)}`;
    expect(readUserAgent(longest).problem).toBeNull();
  });

  it("strips control characters and does not trust what is left", () => {
    const reading = readUserAgent("Mozilla/5.0\u0000 (Windows NT 10.0)\u001b[31m Chrome/124.0.0.0\u0085\t");
    expect(reading.problem).toBe("control_characters");
    expect(reading.userAgent).toBe("Mozilla/5.0 (Windows NT 10.0)[31m Chrome/124.0.0.0");
    expect(describeDevice(reading, noFullscreenArrival)).toMatchObject({ browser: "unknown", deviceType: "unknown" });
  });

  it("shows 'unknown' when nothing printable is left", () => {
    expect(readUserAgent("\u0001\u0002\u0003")).toMatchObject({ userAgent: "unknown", problem: "control_characters" });
  });
});
