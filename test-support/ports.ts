// Free ports on 127.0.0.1 for the servers the e2e suite and the bench start (wrangler, the fake Sentry ingest, the TLS proxy).
import { createServer } from "node:net";

async function listenBriefly(port: number): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error(`could not listen on port ${port}`);
  return address.port;
}

/** A TCP port that was free a moment ago, for servers the caller starts next. */
export async function findFreePort(): Promise<number> {
  return listenBriefly(0);
}

/** Fails early when another server (another worktree's wrangler, say) already holds the port, instead of measuring it. */
export async function assertPortFree(port: number): Promise<void> {
  await listenBriefly(port).catch((error: unknown) => {
    throw new Error(`port ${port} is in use; choose another (${String(error)})`);
  });
}
