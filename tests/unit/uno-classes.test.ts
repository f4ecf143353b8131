// Every class the app writes generates CSS (issue 9, defect 4). UnoCSS skips what it does not
// understand without a word: a variant group without its transformer, a misspelt utility, a colour
// the theme lacks. This test reads the class strings of app/ (className, *ClassName, clsx(…), and
// the class tables of helpers such as lib/tags.ts) after the project's own transformers, and the
// shortcuts of uno.config.ts, and builds each token with the project's config.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createGenerator, expandVariantGroup, type UserConfig } from "unocss";
import MagicString from "magic-string";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import config from "../../uno.config";

/** Classes that are hooks, not utilities: styled by a preflight or read by scripts and tests. */
const HOOKS = new Set([
  // Styled by their own CSS: stored help/news HTML (RichText), the A4 print sheets of invoices and outbound notes.
  "rich-text",
  "print-sheet",
  "no-print",
  // The one table: styled by the TABLE preflight of uno.config.ts.
  "data-table-wrap",
  "data-table",
  "data-table-dense",
  "data-table-caption",
  "data-table-keep",
]);
/** Markers that other classes refer to (`group/pop` for group-hover/pop:…, `peer` for peer-checked:…). */
const MARKER = /^(group|peer)(\/[\w-]+)?$/;

const ROOT = join(__dirname, "../..");
const APP = join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file as the build sees it: the config's transformers applied (variant groups expanded). */
async function transformed(path: string, uno: Awaited<ReturnType<typeof createGenerator>>) {
  const code = readFileSync(path, "utf8");
  const s = new MagicString(code);
  for (const transformer of config.transformers ?? []) {
    if (transformer.idFilter && !transformer.idFilter(path)) continue;
    await transformer.transform(s, path, { uno, tokens: new Set(), invalidate: () => {} } as never);
  }
  return s.toString();
}

const CLASS_NAME = /^(className|[a-z]\w*ClassName|class)$/;
/** Declarations whose values are class strings: CLASSES tables, `fooClass` helpers. */
const CLASS_HOLDER = /(^CLASSES$|Class(es)?$|CLASS$)/;
const COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * The static class text an expression can evaluate to: string literals, the fixed parts of
 * templates, both branches of a condition, the value side of `&&`, clsx arguments and object keys.
 * Conditions, comparisons and other calls' arguments are not class text and are left out.
 */
function classText(node: ts.Node, out: string[], local: Map<string, ts.Node> = new Map()): void {
  const more = (child: ts.Node) => classText(child, out, local);
  if (ts.isIdentifier(node)) {
    // A constant or helper of the same file (`TONE[state]`, `alignClass(…)`): read it once.
    const declaration = local.get(node.text);
    local.delete(node.text);
    if (declaration) more(declaration);
  } else if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) more(node.expression);
  else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    // A token that touches `${…}` is built at run time: keep only the whole words around it.
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    parts.forEach((part, i) => {
      const words = part.split(/\s+/);
      if (i > 0) words.shift();
      if (i < parts.length - 1) words.pop();
      out.push(words.join(" "));
    });
    for (const span of node.templateSpans) more(span.expression);
  } else if (ts.isConditionalExpression(node)) {
    more(node.whenTrue);
    more(node.whenFalse);
  } else if (ts.isBinaryExpression(node)) {
    if (COMPARISON.has(node.operatorToken.kind)) return;
    if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) more(node.left);
    more(node.right);
  } else if (ts.isCallExpression(node)) {
    if (ts.isIdentifier(node.expression) && node.expression.text === "clsx") node.arguments.forEach(more);
    else more(node.expression);
  } else if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) {
        // clsx({ "a b": on }) names classes in its keys; a table ({ red: "…" }) in its values.
        if (ts.isStringLiteral(property.name)) out.push(property.name.text);
        more(property.initializer);
      }
    }
  } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(more);
  else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) more(node.expression);
  else if (ts.isJsxExpression(node) && node.expression) more(node.expression);
  else if (ts.isReturnStatement(node) && node.expression) more(node.expression);
  else if (ts.isArrowFunction(node) || ts.isFunctionDeclaration(node) || ts.isBlock(node)) {
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) more(node.body);
    else
      node.forEachChild(function visit(child) {
        if (ts.isReturnStatement(child)) more(child);
        else if (!ts.isFunctionLike(child)) child.forEachChild(visit);
      });
  }
}

/** Every class string written in a source file. */
function classStrings(code: string, path: string): string[] {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const nameOf = (name: ts.Node | undefined) => (name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : "");
  // The file's top-level constants and functions, which class expressions may name.
  const local = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) local.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) if (d.initializer) local.set(nameOf(d.name), d.initializer);
  }
  const read = (node: ts.Node) => classText(node, out, new Map(local));
  file.forEachChild(function visit(node) {
    if (ts.isJsxAttribute(node) && CLASS_NAME.test(node.name.getText(file)) && node.initializer) read(node.initializer);
    else if (ts.isPropertyAssignment(node) && CLASS_NAME.test(nameOf(node.name))) read(node.initializer);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "clsx") read(node);
    else if (ts.isVariableDeclaration(node) && CLASS_HOLDER.test(nameOf(node.name)) && node.initializer) read(node.initializer);
    else if (ts.isFunctionDeclaration(node) && CLASS_HOLDER.test(nameOf(node.name))) read(node);
    node.forEachChild(visit);
  });
  return out;
}

const tokensOf = (text: string) => expandVariantGroup(text).split(/\s+/).filter(Boolean);

describe("every class in app/ generates CSS", () => {
  let uno: Awaited<ReturnType<typeof createGenerator>>;
  /** token → the files that use it */
  const used = new Map<string, Set<string>>();

  beforeAll(async () => {
    uno = await createGenerator(config as UserConfig);
    for (const path of sourceFiles(APP)) {
      const code = await transformed(path, uno);
      for (const text of classStrings(code, path))
        for (const token of text.split(/\s+/).filter(Boolean)) {
          if (!used.has(token)) used.set(token, new Set());
          used.get(token)!.add(relative(ROOT, path));
        }
    }
  });

  /** The tokens that build to nothing (hooks and markers aside). */
  async function silent(tokens: Iterable<string>) {
    const wanted = [...tokens].filter((token) => !HOOKS.has(token) && !MARKER.test(token));
    const { matched } = await uno.generate(new Set(wanted), { preflights: false, safelist: false });
    return wanted.filter((token) => !matched.has(token));
  }

  it("reads the classes of the app (the collector works)", () => {
    // Names from the cart, the variant groups of issue 9 and a table in a helper (lib/tags.ts).
    // Also a table named in a class expression (StockState's TONE) and a local helper (DataTable's alignClass).
    for (const token of ["btn-primary", "[&>dd]:text-right", "bg-tag-orange", "data-table", "text-green-700", "text-right"])
      expect(used.has(token), token).toBe(true);
    expect(used.size).toBeGreaterThan(300);
  });

  it("each class token builds to CSS (or is a listed hook)", async () => {
    const missing = (await silent(used.keys())).map((token) => `${token}  (${[...used.get(token)!].join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("each part of each shortcut builds to CSS", async () => {
    const shortcuts = Object.entries((config.shortcuts ?? {}) as Record<string, string>);
    expect(shortcuts.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [name, value] of shortcuts) for (const token of await silent(tokensOf(value))) missing.push(`${name}: ${token}`);
    expect(missing).toEqual([]);
  });

  it("a variant group without the transformer would be caught", async () => {
    // The defect as it was: the raw group splits into tokens that generate nothing.
    expect(await silent("[&>div]:(rounded bg-gray-50 p-3)".split(" "))).toEqual(["[&>div]:(rounded", "p-3)"]);
  });
});
