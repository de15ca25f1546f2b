import { readFileSync } from "node:fs";
import ts from "typescript";

/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  "alt",
  "aria-description",
  "aria-label",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "description",
  "label",
  "placeholder",
  "title",
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Lingui's JSX macros: their words are the catalogue's messages. */
const MESSAGE_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);

/** The hard-coded words of a TSX file: JSX text, `{"..."}` children and read attributes. */
export function hardCodedText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxElement(node) &&
      MESSAGE_ELEMENTS.has(node.openingElement.tagName.getText(source))
    ) {
      return;
    }
    if (ts.isJsxText(node) && hasWords(node.text)) {
      found.push(`${at(node)} ${node.text.trim()}`);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      !ts.isJsxAttribute(node.parent) &&
      hasWords(node.expression.text)
    ) {
      found.push(`${at(node)} ${node.expression.text}`);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              ts.isStringLiteral(value.expression)
            ? value.expression.text
            : null;
      if (text !== null && hasWords(text))
        found.push(`${at(node)} ${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
