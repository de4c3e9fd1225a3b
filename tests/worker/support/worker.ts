// The worker layer's client: requests to the built worker in workerd (started once by global-setup.ts), a cookie jar per
// client as a browser keeps one, and the checks every HTML answer must pass (html-checks.ts).
import { Window } from "happy-dom";
import { expect, inject } from "vitest";
import { droppedVariableReferences, elementsWithoutNonce, policyNonce, referencedAssetPaths } from "./html-checks";

export const workerOrigin = (): string => inject("workerOrigin");
export const sentryWorkerOrigin = (): string => inject("sentryWorkerOrigin");
export const sentryIngestOrigin = (): string => inject("sentryIngestOrigin");

export interface WorkerResponse {
  status: number;
  headers: Headers;
  /** The address that answered, after any redirect the client followed. */
  url: string;
  body: string;
  /** The body parsed as HTML, without running its scripts or loading its files. */
  document: () => Document;
  json: () => unknown;
}

export interface WorkerRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A form's fields, sent as application/x-www-form-urlencoded; or a body as it is. */
  form?: Record<string, string> | URLSearchParams;
  body?: string;
  /** "follow", like a browser and Playwright's request client; "manual" to see the redirect itself. */
  redirect?: "follow" | "manual";
}

const maxRedirects = 20;
const assetStatuses = new Map<string, Promise<number>>();

function parseHtml(body: string): Document {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(body, "text/html") as unknown as Document;
}

function assetStatus(origin: string, path: string): Promise<number> {
  const url = new URL(path, origin).href;
  let status = assetStatuses.get(url);
  if (status === undefined) {
    status = fetch(url).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
    assetStatuses.set(url, status);
  }
  return status;
}

/** Fails the test when a page's script or style lacks the nonce, a style names a dropped variable, or a file it asks for is missing. */
async function checkHtml(response: Response, document: Document): Promise<void> {
  const where = `${response.status} ${response.url}`;
  const nonce = policyNonce(response.headers.get("content-security-policy"));
  expect(elementsWithoutNonce(document, nonce), `scripts and styles without the CSP nonce in ${where}`).toEqual([]);
  expect(droppedVariableReferences(document), `styles naming a variable the critical CSS leaves out in ${where}`).toEqual([]);
  const origin = new URL(response.url).origin;
  const paths = referencedAssetPaths(document);
  const statuses = await Promise.all(paths.map((path) => assetStatus(origin, path)));
  const missing = paths.flatMap((path, index) => (statuses[index] === 200 ? [] : [`${path}: ${statuses[index]}`]));
  expect(missing, `files ${where} refers to that do not answer 200`).toEqual([]);
}

/** Names and values of the cookies a response sets; a past expiry or Max-Age=0 clears one (an empty value). */
function cookiesSetBy(headers: Headers): [name: string, value: string | null][] {
  return headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const expired = attributes.some((attribute) => {
      const [key = "", value = ""] = attribute.split("=").map((part) => part.trim());
      return (/^max-age$/i.test(key) && Number(value) <= 0) || (/^expires$/i.test(key) && Date.parse(value) <= Date.now());
    });
    return [name, expired ? null : pair.slice(separator + 1).trim()];
  });
}

export interface WorkerClient {
  request: (path: string, init?: WorkerRequest) => Promise<WorkerResponse>;
  get: (path: string, init?: Omit<WorkerRequest, "method">) => Promise<WorkerResponse>;
  post: (path: string, init?: Omit<WorkerRequest, "method">) => Promise<WorkerResponse>;
  /** The cookies the client holds, as a browser would send them. */
  cookies: Map<string, string>;
}

/**
 * A client like one browser profile: it keeps the cookies the worker sets and sends them back, and `defaultHeaders`
 * (a car's Accept-Language, say) go with every request. `origin` picks the worker (the Sentry-reporting one, say).
 */
export function workerClient(defaultHeaders: Record<string, string> = {}, origin = workerOrigin()): WorkerClient {
  const cookies = new Map<string, string>();

  async function request(path: string, init: WorkerRequest = {}): Promise<WorkerResponse> {
    const { method = "GET", headers = {}, form, body, redirect = "follow" } = init;
    let url = new URL(path, origin).href;
    let currentMethod = method;
    let currentBody = form === undefined ? body : new URLSearchParams(form).toString();
    let formHeaders: Record<string, string> = form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded", origin };
    for (let redirects = 0; ; redirects += 1) {
      const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await fetch(url, {
        method: currentMethod,
        headers: { ...defaultHeaders, ...formHeaders, ...(cookieHeader === "" ? {} : { cookie: cookieHeader }), ...headers },
        body: currentBody,
        redirect: "manual",
      });
      for (const [name, value] of cookiesSetBy(response.headers)) {
        if (value === null) cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = response.headers.get("location");
      if (redirect === "follow" && location !== null && response.status >= 300 && response.status < 400) {
        if (redirects === maxRedirects) throw new Error(`more than ${maxRedirects} redirects from ${path}`);
        await response.arrayBuffer();
        url = new URL(location, url).href;
        // 303, and 301/302 after a POST, turn into a GET without a body, as browsers do.
        if (response.status === 303 || currentMethod === "POST") [currentMethod, currentBody] = ["GET", undefined];
        formHeaders = {};
        continue;
      }
      return readResponse(response, url);
    }
  }

  return {
    request,
    get: (path, init) => request(path, { ...init, method: "GET" }),
    post: (path, init) => request(path, { ...init, method: "POST" }),
    cookies,
  };
}

async function readResponse(response: Response, url: string): Promise<WorkerResponse> {
  const body = await response.text();
  let document: Document | undefined;
  const parsed = () => (document ??= parseHtml(body));
  if (response.headers.get("content-type")?.startsWith("text/html") && body !== "") await checkHtml(response, parsed());
  return {
    status: response.status,
    headers: response.headers,
    url,
    body,
    document: parsed,
    json: () => JSON.parse(body),
  };
}
