// Adds up vitest's and Playwright's JSON reports into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const [unitReport, e2eReport] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function readReport(path, label) {
  if (!existsSync(path)) {
    console.error(`${label}: no report at ${path}; the run did not finish, counted as one failure`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(path, "utf8"));
}

const unit = readReport(unitReport, "unit");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.success === false && unit.numFailedTests === 0 ? 1 : 0);
}

const e2e = readReport(e2eReport, "e2e");
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
