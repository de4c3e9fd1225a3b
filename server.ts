import * as build from "@remix-run/dev/server-build";
import { createWorker } from "~/lib/worker/worker.server";

export { CarriedSetupStore, PairingRelay } from "~/lib/worker/worker.server";

export default createWorker(build) satisfies ExportedHandler<Env>;
