import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import ts from 'typescript';

/** The module that declares `window.lantern`; its `declare global` block is where the public types start. */
const PUBLIC_ENTRY = 'src/loader/boot.ts';

const HEADER = `// Lantern's public types: window.lantern and the detail of each of its own events.
// Written by the build from the source's own declarations; include this file in your
// tsconfig (or reference it) to type window.lantern, or import the types by name.
`;

/** The JSDoc right before a declaration, if any: other comments belong to what came before. */
function jsDocOf(node: ts.Node, text: string): string {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  return last && text.startsWith('/**', last.pos) ? `${text.slice(last.pos, last.end)}\n` : '';
}

function isTypeDeclaration(node: ts.Node): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration {
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
}

/**
 * Gathers, from `root`, the declarations a page's own TypeScript needs for `window.lantern`:
 * the `declare global` block of {@link PUBLIC_ENTRY} and every interface and type alias it
 * reaches (our event map, the store's state, zustand's `StoreApi`), copied with their JSDoc into
 * one file that imports nothing. A constant that a type reads with `typeof` is declared by its
 * type, unexported, so the file declares no value the script does not export. Two types of one
 * name fail the build rather than shadow each other.
 *
 * @example
 * writeFileSync('dist/lantern.d.ts', publicTypes(process.cwd()));
 */
export function publicTypes(root: string): string {
  const entry = join(root, PUBLIC_ENTRY);
  const program = ts.createProgram([entry], { strict: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const augmentation = source?.statements.find((statement) => ts.isModuleDeclaration(statement) && statement.name.text === 'global');
  if (!source || !augmentation) throw new Error(`${PUBLIC_ENTRY} declares no global window.lantern`);

  const declared = new Map<string, string>();
  const seen = new Set<ts.Node>();
  const keep = (name: string, text: string) => {
    const before = declared.get(name);
    if (before !== undefined && before !== text) throw new Error(`Two public types are named ${name}`);
    declared.set(name, text);
  };
  const visit = (node: ts.Node): void => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : ts.isTypeQueryNode(node)
          ? node.exprName
          : undefined;
    let symbol = name && checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declarations = symbol?.declarations ?? [];
    // A global of the browser's (HTMLElement, Headers, ...), whatever a package adds to it.
    const browserGlobal = declarations.some((declaration) => program.isSourceFileDefaultLibrary(declaration.getSourceFile()));
    for (const declaration of browserGlobal ? [] : declarations) {
      const file = declaration.getSourceFile();
      if (seen.has(declaration)) continue;
      seen.add(declaration);
      if (isTypeDeclaration(declaration)) {
        keep(declaration.name.text, jsDocOf(declaration, file.text) + declaration.getText());
        visit(declaration);
      } else if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
        const type = checker.typeToString(checker.getTypeAtLocation(declaration), undefined, ts.TypeFormatFlags.NoTruncation);
        keep(declaration.name.text, `declare const ${declaration.name.text}: ${type};`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(augmentation);
  return `${HEADER}\n${[...declared.values()].join('\n\n')}\n\n${augmentation.getText()}\n`;
}

/**
 * Writes `lantern.d.ts` beside `lantern.js` once the bundle is written.
 *
 * @example
 * publicTypesFile({ root, outDir });
 */
export function publicTypesFile(options: { root: string; outDir: string }): Plugin {
  return {
    name: 'lantern-public-types',
    apply: 'build',
    closeBundle() {
      writeFileSync(join(options.outDir, 'lantern.d.ts'), publicTypes(options.root));
    },
  };
}
