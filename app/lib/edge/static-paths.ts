const staticPrefixes = ["/build/", "/logos/"];
const fileExtension = /\.[a-z0-9]{1,12}$/i;
const remixDataSuffix = ".data";

/** Paths that can only name a file: when the asset layer did not serve them, the answer is 404, never the app. */
export function isStaticFilePath(pathname: string): boolean {
  if (staticPrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  return !pathname.endsWith(remixDataSuffix) && fileExtension.test(pathname);
}
