// `npm run lint` (after the architecture check): no function grows past a size a reader can hold.
// - A React component (a function in a .tsx file that returns JSX) is at most 200 lines.
// - Any other function is at most 80 lines. Functions inside a component count as part of it.
// Lines run from the function's first line (after its comment) to its closing brace; app/,
// server/ and domain/ are read, tests excluded. KNOWN_OVERSIZED lists the functions that were
// longer when the check came in, each with the length it may not exceed: the list only shrinks.
// `node scripts/check-function-size.mjs --list` prints today's offenders in the list's format.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const COMPONENT_LIMIT = 200;
const FUNCTION_LIMIT = 80;
const ROOTS = ["app", "server", "domain"];

/**
 * "file: function" -> the most lines it may have until it is split (then its entry goes). Empty
 * today: keep it so, or say here why a function must wait.
 */
const KNOWN_OVERSIZED = new Map([]);

function sourceFiles() {
  const files = [];
  for (const root of ROOTS)
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath ?? entry.path, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.d\.ts$/.test(entry.name)) continue;
      if (/\.test\.tsx?$/.test(entry.name) || path.split("/").includes("+types")) continue;
      files.push(path);
    }
  return files.sort();
}

/** The function's name as a reader finds it: its own, its variable's or property's, or its caller's. */
function nameOf(node, sourceFile) {
  if (node.name) return node.name.getText(sourceFile);
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(sourceFile);
  }
  if (ts.isExportAssignment(parent)) return "default export";
  if (ts.isReturnStatement(parent)) return "returned function";
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(sourceFile);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `(${JSON.stringify(first.text)})` : "";
    // forwardRef(...) and memo(...) wrap a component: it goes by the variable's name.
    if (ts.isVariableDeclaration(parent.parent)) return parent.parent.name.getText(sourceFile);
    return `${callee}${label} callback`;
  }
  return "(anonymous)";
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

const isJsx = (node) =>
  ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);

/** Whether `node` holds JSX outside any function nested in it. */
function holdsJsx(node) {
  if (isJsx(node)) return true;
  if (isFunction(node)) return false;
  return ts.forEachChild(node, holdsJsx) ?? false;
}

/** Whether the function returns JSX from its own body (not from a function nested in it). */
function returnsJsx(fn) {
  if (!fn.body) return false;
  if (!ts.isBlock(fn.body)) return holdsJsx(fn.body);
  const visit = (node) => {
    if (isFunction(node)) return false;
    if (ts.isReturnStatement(node)) return node.expression ? holdsJsx(node.expression) : false;
    return ts.forEachChild(node, visit) ?? false;
  };
  return ts.forEachChild(fn.body, visit) ?? false;
}

function measure(file) {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const seen = new Map();
  const visit = (node, outer) => {
    if (isFunction(node) && node.body) {
      const name = nameOf(node, sourceFile);
      const qualified = outer ? `${outer} > ${name}` : name;
      const count = (seen.get(qualified) ?? 0) + 1;
      seen.set(qualified, count);
      const id = count === 1 ? qualified : `${qualified} #${count}`;
      const line = (position) => sourceFile.getLineAndCharacterOfPosition(position).line;
      const lines = line(node.getEnd()) - line(node.getStart(sourceFile)) + 1;
      const component = kind === ts.ScriptKind.TSX && returnsJsx(node);
      const limit = component ? COMPONENT_LIMIT : FUNCTION_LIMIT;
      if (lines > limit) found.push({ key: `${file}: ${id}`, lines, limit, component });
      // A component's inner functions are part of it; it is measured as a whole.
      if (component) return;
      ts.forEachChild(node, (child) => visit(child, id));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, outer));
  };
  visit(sourceFile, "");
  return found;
}

const offenders = sourceFiles().flatMap(measure);

if (process.argv.includes("--list")) {
  for (const { key, lines } of offenders) console.log(`  [${JSON.stringify(key)}, ${lines}],`);
  process.exit(0);
}

const problems = [];
const current = new Set();
for (const { key, lines, limit, component } of offenders) {
  current.add(key);
  const known = KNOWN_OVERSIZED.get(key);
  const what = component ? "component" : "function";
  if (known === undefined)
    problems.push(`${key}: ${lines} lines (a ${what} has at most ${limit}); split it`);
  else if (lines > known)
    problems.push(`${key}: ${lines} lines, grown past the ${known} KNOWN_OVERSIZED allows`);
}
for (const key of KNOWN_OVERSIZED.keys())
  if (!current.has(key))
    problems.push(`${key}: within the limit now (or renamed); take it off KNOWN_OVERSIZED`);

if (problems.length) {
  console.error(`Function size check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Function size check: components at most ${COMPONENT_LIMIT} lines, other functions at most ${FUNCTION_LIMIT}; ${offenders.length} known longer.`,
);
