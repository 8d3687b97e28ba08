// Reads vitest's JSON report: fails when the browser (e2e) tests did not run or any test failed, and prints
// the totals as one 'N passed, N failed' line, then where the time went (the slowest files).
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8'));
const tests = report.testResults.flatMap((file) =>
  file.assertionResults.map((t) => ({ file: file.name, status: t.status })),
);
const count = (status) => tests.filter((t) => t.status === status).length;
const browser = tests.filter((t) => /\/e2e\//.test(t.file));
const browserRan = browser.filter((t) => t.status === 'passed').length;
const browserSkipped = browser.filter((t) => t.status !== 'passed' && t.status !== 'failed').length;

console.log(`vitest: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped') + count('pending') + count('todo')} skipped`);
// Where the time goes: the files' own times, and the wall time of the run from the first file's start to the last's end.
const seconds = (file) => (file.endTime - file.startTime) / 1000;
const e2eSeconds = report.testResults.filter((file) => /\/e2e\//.test(file.name)).reduce((sum, file) => sum + seconds(file), 0);
const apiSeconds = report.testResults.filter((file) => !/\/e2e\//.test(file.name)).reduce((sum, file) => sum + seconds(file), 0);
const wall = (Math.max(...report.testResults.map((f) => f.endTime)) - Math.min(...report.testResults.map((f) => f.startTime))) / 1000;
// Two workers share all files, browser files two at a time (vitest.config.ts).
console.log(`time: vitest ${Math.round(wall)} s from the first file to the last; browser files ${Math.round(e2eSeconds)} s, API, unit and component files ${Math.round(apiSeconds)} s in all`);
for (const file of [...report.testResults].sort((a, b) => seconds(b) - seconds(a)).slice(0, 12)) {
  console.log(`  ${seconds(file).toFixed(1).padStart(6)} s  ${file.name.replace(`${process.cwd()}/`, '')}`);
}
console.log(`browser tests: ${browserRan} passed, ${browserSkipped} skipped`);
if (browserRan === 0 || browserSkipped > 0) {
  console.error('Browser tests were skipped or did not run: CI requires them.');
  process.exit(1);
}
if (count('failed') > 0 || report.success === false) process.exit(1);
