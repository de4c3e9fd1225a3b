// The head script that brings a wiped browser's preferences back, run as the document runs it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import { restoreAttemptKey, restoreScript, restoringAttribute } from "~/lib/preferences/server/restore-script.server";
import { backupHoldsChoices } from "~/lib/preferences/backup/backup";

type Answer = { ok: boolean } | Error;

function run(answer: Answer) {
  const posts: { url: string; body: URLSearchParams }[] = [];
  let answered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (answered = resolve));
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    posts.push({ url, body: new URLSearchParams(init.body instanceof URLSearchParams ? init.body : undefined) });
    const reply = answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    const settle = () => void setTimeout(answered);
    reply.then(settle, settle);
    return reply;
  });
  const reload = vi.fn();
  vi.stubGlobal("location", { reload });
  new Function(restoreScript)();
  return { posts, reload, done };
}

const hidden = () => document.documentElement.hasAttribute(restoringAttribute);

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(restoringAttribute);
});

describe("the backup restore script", () => {
  it("posts the backup's keys as stored, hides the dashboard meanwhile, and reloads once the cookies are set", async () => {
    localStorage.setItem(storageKeys.hiddenSources, '{"youtube":""}');
    localStorage.setItem(storageKeys.language, "de");
    const { posts, reload, done } = run({ ok: true });
    expect(hidden()).toBe(true);
    await done;
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe("/preferences");
    expect(Object.fromEntries(posts[0]?.body ?? [])).toEqual({
      hiddenSources: '{"youtube":""}',
      language: "de",
      intent: "restore",
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it("posts the launch modes and recent cards too (issue 22), alone as well", async () => {
    localStorage.setItem(storageKeys.launchModes, "1~netflix");
    localStorage.setItem(storageKeys.recentlyOpened, "hulu.netflix");
    const { posts, done } = run({ ok: true });
    await done;
    expect(Object.fromEntries(posts[0]?.body ?? [])).toEqual({
      launchModes: "1~netflix",
      recentlyOpened: "hulu.netflix",
      intent: "restore",
    });
  });

  it("does nothing on a first visit, or when the backup only holds defaults", () => {
    expect(run({ ok: true }).posts).toEqual([]);
    localStorage.setItem(storageKeys.hiddenSources, "{}");
    expect(run({ ok: true }).posts).toEqual([]);
    expect(hidden()).toBe(false);
  });

  it("tries once per browsing session, so a backup the worker cannot use never loops", async () => {
    localStorage.setItem(storageKeys.settingsTip, "true");
    await run({ ok: true }).done;
    expect(sessionStorage.getItem(restoreAttemptKey)).toBe("1");
    expect(run({ ok: true }).posts).toEqual([]);
  });

  it("shows the dashboard again when the post is refused or cannot be sent", async () => {
    localStorage.setItem(storageKeys.region, "uk");
    const refused = run({ ok: false });
    await refused.done;
    expect(hidden()).toBe(false);
    expect(refused.reload).not.toHaveBeenCalled();

    sessionStorage.clear();
    const offline = run(new TypeError("Failed to fetch"));
    await offline.done;
    expect(hidden()).toBe(false);
  });

  it("gives up hiding after 5 s on a link too slow to answer", () => {
    vi.useFakeTimers();
    localStorage.setItem(storageKeys.region, "uk");
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    vi.stubGlobal("location", { reload: vi.fn() });
    new Function(restoreScript)();
    expect(hidden()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(hidden()).toBe(false);
  });

  // The page leaves a backup holding choices alone while no cookie came (backup.ts): all the script posts back, and more.
  it.each<[string, Record<string, string>, { posted: boolean; held: boolean }]>([
    ["an empty backup", {}, { posted: false, held: false }],
    ["the empty hidden map alone", { [storageKeys.hiddenSources]: "{}" }, { posted: false, held: false }],
    ["a hidden source", { [storageKeys.hiddenSources]: '{"youtube":""}' }, { posted: true, held: true }],
    ["the dismissed tip", { [storageKeys.settingsTip]: "true" }, { posted: true, held: true }],
    ["a setup", { [storageKeys.setup]: '{"v":1}' }, { posted: true, held: true }],
    ["a card size", { [storageKeys.cardSize]: "large" }, { posted: true, held: true }],
    ["a hidden map too damaged to post", { [storageKeys.hiddenSources]: "y".repeat(100_000) }, { posted: false, held: true }],
  ])("with %s, the page never overwrites what the script posts back", (_name, stored, { posted, held }) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(backupHoldsChoices(localStorage)).toBe(held);
    expect(run({ ok: true }).posts.length > 0).toBe(posted);
  });

  it("counts storage that cannot be read as holding choices, so the page never overwrites it", () => {
    const denied = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(backupHoldsChoices(denied)).toBe(true);
  });
});
