import { describe, expect, it } from "vitest";
import { rejectUnroutableRequest } from "~/lib/edge/request-guard.server";

const request = (path: string, method = "GET") => new Request(`http://127.0.0.1${path}`, { method });

describe("rejectUnroutableRequest", () => {
  it("lets page requests through", () => {
    expect(rejectUnroutableRequest(request("/"))).toBeNull();
    expect(rejectUnroutableRequest(request("/about", "HEAD"))).toBeNull();
    expect(rejectUnroutableRequest(request("/", "POST"))).toBeNull();
    expect(rejectUnroutableRequest(request("/x/y"))).toBeNull();
  });

  it("answers missing static files with 404", async () => {
    const rejected = rejectUnroutableRequest(request("/build/nope.js"));
    expect(rejected?.reason).toBe("static_file_missing");
    expect(rejected?.response.status).toBe(404);
    expect(await rejected?.response.text()).toContain("Not Found");
  });

  it.each([
    ["/about", "POST"],
    ["/debug", "PUT"],
    ["/debug", "DELETE"],
    ["/", "PUT"],
  ])("refuses %s %s with 405 and an Allow header", (path, method) => {
    const rejected = rejectUnroutableRequest(request(path, method));
    expect(rejected?.response.status).toBe(405);
    expect(rejected?.response.headers.get("allow")).toMatch(/^GET, HEAD/);
  });

  it("answers OPTIONS with the allowed methods", () => {
    const rejected = rejectUnroutableRequest(request("/", "OPTIONS"));
    expect(rejected?.response.status).toBe(204);
    expect(rejected?.response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });

  it.each(["/%E0%A4%A", "/%", "/about%zz", "/%C0%AF"])("sends the undecodable path %s to the dashboard", (path) => {
    const rejected = rejectUnroutableRequest(request(path));
    expect(rejected?.reason).toBe("malformed_path");
    expect(rejected?.response.status).toBe(302);
    expect(rejected?.response.headers.get("location")).toBe("/");
  });

  it.each(["/%00", "/%E2%82%AC", "/..%2f..%2fetc/passwd"])("leaves the decodable path %s to the app", (path) => {
    expect(rejectUnroutableRequest(request(path))).toBeNull();
  });
});
