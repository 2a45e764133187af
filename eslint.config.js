import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// An island's `testing.ts` holds markup its tests share: test code, like them.
const TEST_FILES = ['**/*.test.{ts,tsx}', 'islands/*/testing.ts', 'tests/**', 'vitest.setup.ts'];

// Flat config replaces a rule's options per block instead of merging them, so every block
// that restricts imports states the whole list through this one function.
const JS_COOKIE = { name: 'js-cookie', message: 'Cookies are read and written through src/dom/cookies.ts.' };
const DOMPURIFY = { name: 'dompurify', message: 'DOMPurify loads lazily, through sanitizedFragment in src/dom/html.ts.' };
const NO_ISLANDS = { group: ['**/islands/**', '**/islands'], message: 'src never imports islands.' };
// The layers of src/, top first (README, "How the project is laid out"; decision 0075). A folder
// imports only folders of the layers below its own, never one beside it or above. Tests are
// outside the rule: they put layers together on purpose.
const LAYERS = [
  ['build'],
  ['loader', 'cart', 'product'],
  ['runtime'],
  ['bridge'],
  ['net'],
  ['store', 'ui'],
  ['dom'],
  ['config'],
];
const layerOf = (folder) => LAYERS.findIndex((folders) => folders.includes(folder));
/** The pattern that stops `folder` importing its own layer's other folders or any layer above. */
const climbs = (folder) => {
  const above = LAYERS.slice(0, layerOf(folder) + 1).flat().filter((other) => other !== folder);
  const below = LAYERS.slice(layerOf(folder) + 1).flat();
  return {
    regex: `^(\\.\\./)+(src/)?(${above.join('|')})(/|$)`,
    message: `src/${folder} imports only the layers below it (${below.join(', ')}): README, layout.`,
  };
};
const layerPatterns = (folder) => (layerOf(folder) > 0 ? [NO_ISLANDS, climbs(folder)] : [NO_ISLANDS]);
const ONLY_OWN_ISLAND = {
  // From islands/X/*: `../` leaves the island; only `../../src/...` (and packages) may follow.
  regex: '^\\.\\./(?!\\.\\./src/)',
  message: 'An island imports only its own folder, src/ and packages, never another island.',
};
const ONLY_OWN_ISLAND_NESTED = { ...ONLY_OWN_ISLAND, regex: '^\\.\\./\\.\\./(?!\\.\\./src/)' };
// An island's tests may also use the fixture shop.
const ONLY_OWN_ISLAND_IN_TESTS = { ...ONLY_OWN_ISLAND, regex: '^\\.\\./(?!\\.\\./(src|fixtures)/)' };
const restrictImports = ({ paths = [JS_COOKIE, DOMPURIFY], patterns = [] } = {}) => [
  'error',
  { paths, patterns },
];

const FETCH = { name: 'fetch', message: 'Requests go through src/net/transport.ts.' };
const STORAGES = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE = 'Storage is read and written through src/dom/storage.ts, which survives a storage that throws.';
const STORAGE_GLOBALS = STORAGES.map((name) => ({ name, message: STORAGE_MESSAGE }));
const restrictGlobals = (names = [FETCH, ...STORAGE_GLOBALS]) => ['error', ...names];
const STORAGE_PROPERTIES = ['window', 'globalThis', 'self'].flatMap((object) =>
  STORAGES.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
);

// Our own events are heard through onOwn (src/bridge/on-own.ts), never by their raw name.
const LISTENER = 'CallExpression[callee.property.name=/^(add|remove)EventListener$/]';
const OWN_EVENT_LISTENERS = [
  `${LISTENER}[arguments.0.left.name='OWN_PREFIX']`,
  `${LISTENER}[arguments.0.value=/^lantern:/]`,
  `${LISTENER}[arguments.0.type='TemplateLiteral']:has(Identifier[name='OWN_PREFIX'])`,
].map((selector) => ({ selector, message: "Our own events are heard through onOwn (src/bridge/on-own.ts)." }));

const HTML_SINKS = ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'createContextualFragment'].map((property) => ({
  property,
  message: 'Strings become DOM only through src/dom/html.ts (trustedFragment, sanitizedFragment, setText).',
}));

export default tseslint.config(
  { ignores: ['dist/', 'dist-demo/', 'wordpress/lantern/dist/', 'node_modules/', 'tests/browser/.artifacts/', '.stryker-tmp*/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // `void | (() => void)` is the idiom for "optionally return a clean-up", as in React effects.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': restrictGlobals(),
      'no-restricted-imports': restrictImports(),
      'no-restricted-properties': ['error', ...HTML_SINKS, ...STORAGE_PROPERTIES],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(innerHTML|outerHTML)$/]',
          message: 'Strings become DOM only through src/dom/html.ts.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Strings become DOM only through src/dom/html.ts.',
        },
        ...OWN_EVENT_LISTENERS,
      ],
    },
  },
  {
    files: ['src/net/transport.ts'],
    rules: { 'no-restricted-globals': restrictGlobals(STORAGE_GLOBALS) },
  },
  {
    files: ['src/dom/storage.ts'],
    rules: { 'no-restricted-globals': restrictGlobals([FETCH]) },
  },
  {
    // Tests set up and inspect the storages and stub requests as they please.
    files: ['fixtures/**', ...TEST_FILES],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // `lantern doctor` runs in Node, outside the bundle: it reads a shop's pages with fetch.
    files: ['doctor/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // A test that finds the wrong element should fail loudly, which `!` does.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': restrictImports({ patterns: [NO_ISLANDS] }) },
  },
  ...LAYERS.flat().map((folder) => ({
    files: [`src/${folder}/**`],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrictImports({ patterns: layerPatterns(folder) }) },
  })),
  {
    // js-cookie is only the reference Lantern's cookies are checked against, byte for byte.
    files: ['src/dom/cookies.test.ts'],
    rules: { 'no-restricted-imports': restrictImports({ paths: [DOMPURIFY], patterns: [NO_ISLANDS] }) },
  },
  {
    // Only types come in statically; the code itself is a dynamic import.
    files: ['src/dom/html.ts'],
    rules: { 'no-restricted-imports': restrictImports({ paths: [JS_COOKIE], patterns: layerPatterns('dom') }) },
  },
  {
    // islands/registry.ts and islands/entry.ts list every island, so they sit outside this rule.
    files: ['islands/*/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrictImports({ patterns: [ONLY_OWN_ISLAND] }) },
  },
  {
    files: ['islands/*/*.test.{ts,tsx}', 'islands/*/testing.ts'],
    rules: { 'no-restricted-imports': restrictImports({ patterns: [ONLY_OWN_ISLAND_IN_TESTS] }) },
  },
  {
    files: ['islands/*/*/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restrictImports({ patterns: [ONLY_OWN_ISLAND_NESTED] }) },
  },
  {
    // The one module that turns strings into DOM; tests may build their DOM from HTML.
    files: ['src/dom/html.ts', ...TEST_FILES],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
);
