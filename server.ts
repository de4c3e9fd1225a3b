import * as build from "@remix-run/dev/server-build";
import { createWorker } from "~/lib/edge/worker.server";

export { PairingRelay } from "~/lib/edge/worker.server";

export default createWorker(build) satisfies ExportedHandler<Env>;
