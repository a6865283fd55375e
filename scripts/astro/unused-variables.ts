import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Node,
  type Root,
} from "postcss";

/** The custom properties a CSS value or an HTML document reads through `var()`. */
function readVariables(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? "");
}

/** Tailwind's layers whose variables are declared for every page, whether read or not. */
const declaredForAll = new Set(["theme", "properties"]);

function inLayerDeclaredForAll(declaration: Declaration): boolean {
  let node: Node | undefined = declaration.parent as Node | undefined;
  for (; node; node = node.parent as Node | undefined) {
    if (node.type === "atrule" && (node as AtRule).name === "layer") {
      return declaredForAll.has((node as AtRule).params);
    }
  }
  return false;
}

/** Removes the rules and at-rules that pruning left with nothing inside. */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== "rule" && node.type !== "atrule") return;
    if (!node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * A page's own CSS without the variables none of its rules read (decision 224): Tailwind
 * declares every theme variable the whole site uses on `:root`, registers every typed
 * property, and sets each one's fallback on every element for browsers without `@property`.
 * A page reads a third of them; the rest come with the whole stylesheet, before any island
 * draws. A variable stays if a kept rule, a kept variable or the page's HTML (an inline
 * style) reads it.
 */
export function withoutUnusedVariables(css: string, html: string): string {
  const root: Root = postcss.parse(css);
  const prunable: Declaration[] = [];
  const read = new Set(readVariables(html));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && inLayerDeclaredForAll(declaration)) {
      prunable.push(declaration);
    } else {
      for (const name of readVariables(declaration.value)) read.add(name);
    }
  });
  // A kept variable's value may read others: follow until nothing new is read.
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of prunable) {
      if (!read.has(declaration.prop)) continue;
      for (const name of readVariables(declaration.value)) {
        if (read.has(name)) continue;
        read.add(name);
        grew = true;
      }
    }
  }
  for (const declaration of prunable) if (!read.has(declaration.prop)) declaration.remove();
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  dropEmpty(root);
  return root.toString();
}
