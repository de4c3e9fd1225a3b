import { isStaticFilePath } from "~/lib/edge/static-paths";

const readOnlyMethods = ["GET", "HEAD"];
const methodsByPath: Record<string, string[]> = {
  "/": [...readOnlyMethods, "POST"],
  "/_root.data": [...readOnlyMethods, "POST"],
};

export interface RejectedRequest {
  response: Response;
  reason: string;
}

function allowedMethods(pathname: string): string[] {
  return methodsByPath[pathname] ?? readOnlyMethods;
}

function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Answers requests the app must not render: missing files, unsupported methods, preflights and undecodable paths. */
export function rejectUnroutableRequest(request: Request): RejectedRequest | null {
  const { pathname } = new URL(request.url);
  const allow = allowedMethods(pathname);

  if (isStaticFilePath(pathname)) {
    return { reason: "static_file_missing", response: new Response("Not Found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }) };
  }
  if (request.method === "OPTIONS") {
    return { reason: "options", response: new Response(null, { status: 204, headers: { allow: [...allow, "OPTIONS"].join(", ") } }) };
  }
  if (!allow.includes(request.method)) {
    return {
      reason: "method_not_allowed",
      response: new Response(`Method ${request.method} is not allowed here.\n`, {
        status: 405,
        headers: { allow: allow.join(", "), "content-type": "text/plain; charset=utf-8" },
      }),
    };
  }
  // Like any unknown path this goes to the dashboard, but without Remix's unstructured decode warnings.
  if (hasMalformedEncoding(pathname)) {
    return { reason: "malformed_path", response: new Response(null, { status: 302, headers: { location: "/" } }) };
  }
  return null;
}
