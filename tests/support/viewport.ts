import type { DetachedWindowAPI } from "happy-dom";

function isHappyDomApi(value: unknown): value is DetachedWindowAPI {
  return typeof value === "object" && value !== null && "setViewport" in value;
}

/** Resizes happy-dom's window the way a browser would: new inner size, matching media queries, a resize event. */
export function setViewport(width: number, height: number) {
  const api: unknown = Reflect.get(globalThis, "happyDOM");
  if (!isHappyDomApi(api)) throw new Error("setViewport needs the happy-dom test environment");
  api.setViewport({ width, height });
}
