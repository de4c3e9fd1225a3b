import { describe, expect, it } from "vitest";
import { readReceivedLink } from "~/lib/pairing/received-link";

describe("readReceivedLink", () => {
  it("splits the address around its host, and the parts join to where Open goes", () => {
    const link = readReceivedLink("https://www.example.com/watch?v=abc#t=30");
    expect(link).toEqual({
      href: "https://www.example.com/watch?v=abc#t=30",
      beforeHost: "https://",
      host: "www.example.com",
      afterHost: "/watch?v=abc#t=30",
    });
  });

  it("keeps a port with the host", () => {
    expect(readReceivedLink("http://plex.example.com:32400/web")).toMatchObject({ host: "plex.example.com:32400", afterHost: "/web" });
  });

  it("shows an international host as its ASCII form, so look-alike letters cannot pass for another site", () => {
    expect(readReceivedLink("https://аpple.com/")?.host).toBe("xn--pple-43d.com");
  });

  it("keeps credentials in view before the host, so the bold part is where the link really goes", () => {
    const link = readReceivedLink("https://bank.example@elsewhere.example/login");
    expect(link).toEqual({
      href: "https://bank.example@elsewhere.example/login",
      beforeHost: "https://bank.example@",
      host: "elsewhere.example",
      afterHost: "/login",
    });
    expect(readReceivedLink("https://user:secret@elsewhere.example/")?.beforeHost).toBe("https://user:secret@");
  });

  it.each([
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["ftp://files.example.com/"],
    ["www.example.com"],
    ["https://exa mple.com/"],
    ["https://"],
    [""],
  ])("refuses %j", (url) => {
    expect(readReceivedLink(url)).toBeNull();
  });
});
