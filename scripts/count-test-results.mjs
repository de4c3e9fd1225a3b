// Adds up the JSON reports of every test layer (vitest's unit and worker runs, Playwright's) into the one closing line CI
// reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const reports = process.argv.slice(2);
let passed = 0;
let failed = 0;

function readReport(path) {
  if (!existsSync(path)) {
    console.error(`no report at ${path}; the run did not finish, counted as one failure`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(path, "utf8"));
}

for (const path of reports) {
  const report = readReport(path);
  if (report === null) continue;
  if ("numPassedTests" in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
  } else {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
