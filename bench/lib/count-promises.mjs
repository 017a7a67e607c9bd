// Loaded into a server under probe (bench/pricing-cpu.js, `node --import`): counts the promises
// the process creates, and writes the count so far to $COUNT_PROMISES_FILE on SIGUSR2. The
// count is exact whatever else loads the machine, which CPU time is not. (The hook itself keeps
// Node's promise hooks on, as a rendered page's AsyncLocalStorage does: counting changes no count.)
import { createHook } from "node:async_hooks";
import { writeFileSync } from "node:fs";

let promises = 0;
const byType = new Map();
createHook({
  init(_id, type) {
    if (type === "PROMISE") promises++;
    else byType.set(type, (byType.get(type) ?? 0) + 1);
  },
}).enable();
process.on("SIGUSR2", () => {
  writeFileSync(
    process.env.COUNT_PROMISES_FILE,
    JSON.stringify({ promises, ...Object.fromEntries(byType) }),
  );
});
