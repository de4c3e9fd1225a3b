/** The part of autocannon 8's programmatic API that bench/load.ts uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface RequestSpec {
      method?: string;
      path: string;
      headers?: Record<string, string>;
    }

    interface Options {
      url: string;
      connections: number;
      /** Seconds. */
      duration: number;
      maxOverallRequests?: number;
      /** Seconds to wait for each response. */
      timeout?: number;
      requests?: RequestSpec[];
    }

    interface Histogram {
      average: number;
      max: number;
      p50: number;
      p99: number;
      total: number;
    }

    interface Result {
      duration: number;
      latency: Histogram;
      requests: Histogram;
      errors: number;
      timeouts: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;

  export default autocannon;
}
