// ESLint for the whole repository: the layering of docs/architecture.md#boundaries is enforced, not hoped for.
// The rules aim at architecture and bug classes, not style. `npm run lint`; `npm test` runs it after the type check.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TS = ['**/*.ts', '**/*.tsx'];
/** Code that exists only for tests: never part of the product, never imported by it. */
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', 'src/server/testing/**', 'src/web/testing/**', 'e2e/**'];

// --- Import boundaries (import-x/no-restricted-paths zones, as bulletproof-react does) --------------------------

/** Layers: always errors. */
const LAYER_ZONES = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is pure TypeScript shared by server and web: it imports neither (docs/architecture.md#layers).',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports web code (docs/architecture.md#layers).' },
  { target: './src/web', from: './src/server', message: 'Web code never imports server code; share through src/shared (docs/architecture.md#layers).' },
  {
    target: './src',
    from: ['./e2e', './bench', './scripts'],
    message: 'The product does not import browser tests, benchmarks or scripts.',
  },
];

/** Product code never reaches test support (it would ship in the bundle). */
const NO_TEST_SUPPORT_ZONE = {
  target: './src/server',
  from: './src/server/testing',
  message: 'src/server/testing is test support: product code must not import it.',
};
const NO_WEB_TEST_SUPPORT_ZONE = {
  target: './src/web',
  from: './src/web/testing',
  message: 'src/web/testing is test support (docs/decisions/029-component-tests.md): product code must not import it.',
};

// Web features: a feature reaches another only through that feature's data hooks (`api/`); whatever else two
// features share belongs in components/ or lib/, which in turn import no feature and not the app shell.
const FEATURE_ZONES = foldersIn('src/web/features').map((feature) => ({
  target: `./src/web/features/${feature}/**`,
  from: './src/web/features/*/**',
  except: [`${root}/src/web/features/${feature}/**`, `${root}/src/web/features/*/api/**`],
  message: `Another feature is reached only through its api/ hooks; move what "${feature}" shares into src/web/components or src/web/lib.`,
}));
// Inside the back office the areas keep the same rule among themselves (src/web/features/README.md): another
// area only through its api/, or the shared admin/api/.
const ADMIN_AREA_ZONES = foldersIn('src/web/features/admin')
  .filter((area) => area !== 'api')
  .map((area) => ({
    target: `./src/web/features/admin/${area}/**`,
    from: './src/web/features/admin/*/**',
    except: [`${root}/src/web/features/admin/${area}/**`, `${root}/src/web/features/admin/*/api/**`, `${root}/src/web/features/admin/api/**`],
    message: `Another back-office area is reached only through its api/ (or admin/api/); move what "${area}" shares into src/web/components or src/web/lib.`,
  }));
// components/ and lib/ are shared by features: they import no feature. The app shell (src/web/app) composes
// features, components and lib, and none of them imports it: the route table they all need is src/web/lib/paths.ts
// (src/web/features/README.md, docs/decisions/030-module-boundaries.md).
const SHARED_WEB_ZONES = [
  {
    target: ['./src/web/components', './src/web/lib'],
    from: './src/web/features',
    message: 'src/web/components and src/web/lib are shared by features: they import no feature.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/features'],
    from: './src/web/app',
    message: 'src/web/app composes features, components and lib, which never import it; the route table is src/web/lib/paths.ts.',
  },
];

// Server modules (docs/decisions/030-module-boundaries.md): a module reaches another only through that module's
// `index.ts`, which names what it offers; whatever else is in a module folder is its own. Outside the modules the
// same holds, except that the composition files register routes: app.ts, and modules/admin-api.ts for the back
// office.
const MODULE_ENTRY = `${root}/src/server/modules/*/index.ts`;
const ROUTES = `${root}/src/server/modules/**/*.routes.ts`;
const MODULE_ZONES = foldersIn('src/server/modules').map((module) => ({
  target: `./src/server/modules/${module}/**`,
  from: './src/server/modules/*/**',
  except: [`${root}/src/server/modules/${module}/**`, MODULE_ENTRY],
  message: `Module "${module}" reaches another module only through its index.ts (docs/decisions/030-module-boundaries.md).`,
}));
/** Server code outside the modules (test support and the cross-cutting tests aside), app.ts apart. */
const OUTSIDE_MODULES = [
  ...foldersIn('src/server')
    .filter((dir) => !['modules', 'testing', 'security'].includes(dir))
    .map((dir) => `./src/server/${dir}/**`),
  './src/server/!(app).ts',
];
const MODULE_CONSUMER_ZONES = [
  {
    target: OUTSIDE_MODULES,
    from: './src/server/modules/**',
    except: [MODULE_ENTRY],
    message: 'A module is reached only through its index.ts (docs/decisions/030-module-boundaries.md).',
  },
  {
    target: ['./src/server/app.ts', './src/server/modules/*.ts'],
    from: './src/server/modules/*/**',
    except: [MODULE_ENTRY, ROUTES],
    message: 'The composition files register routes (*.routes.ts); anything else of a module comes from its index.ts.',
  },
];

// The server's layers, from the bottom: crypto/ (password hashing) and db/, then http/, then auth/ (sessions, cookie,
// guards, login throttle), then the modules, then what composes them (app.ts, main.ts, cli/). Nothing imports
// upward (docs/architecture.md#boundaries).
const SERVER_LAYER_ZONES = [
  {
    target: './src/server/crypto',
    from: './src/server',
    except: ['./crypto'],
    message: 'src/server/crypto is the bottom layer: it imports nothing of the server.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/auth', './src/server/modules', './src/server/http', './src/server/live', './src/server/mail', './src/server/payments'],
    message: 'src/server/db is a bottom layer: it imports neither auth/ nor modules/ (nor http/, live/, mail/, payments/).',
  },
  {
    target: './src/server/http',
    from: ['./src/server/auth', './src/server/modules', './src/server/live'],
    message: 'src/server/http sits below auth/ and the modules: it imports none of them; move what it needs down.',
  },
  {
    target: './src/server/auth',
    from: './src/server/modules',
    message: 'src/server/auth (sessions, cookie, guards, login throttle) imports no module; account flows live in modules/auth.',
  },
];

export default defineConfig(
  {
    ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'data/**', 'screenshots/**', 'test-results/**', 'coverage/**', 'src/web/public/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  // Type-aware rules (TypeScript files only: the tsconfig covers them).
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React Router's navigate() returns a promise only to say when the navigation settled; it never rejects
          // (errors go to the route's error element), so a bare call is the idiom.
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
        },
      ],
      // React event handlers may be async (attributes); everything else that expects a void callback may not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
    },
  },

  {
    rules: {
      // `_` marks a parameter that is there for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Bug classes, not style.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text through React (the CSP and SECURITY.md rely on it).',
        },
      ],
    },
  },

  // Imports: aliases (#shared/*, #server/*, #web/*) resolved through the tsconfig and package.json `imports`.
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json`, alwaysTryTypes: true })],
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYER_ZONES }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...LAYER_ZONES, NO_TEST_SUPPORT_ZONE, ...SERVER_LAYER_ZONES, ...MODULE_ZONES, ...MODULE_CONSUMER_ZONES] },
      ],
    },
  },
  {
    // A module's public entry only names what the module offers (docs/decisions/030-module-boundaries.md).
    files: ['src/server/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name each export: a module offers what its index.ts names, no `export *`.' },
        { selector: 'Program > :not(ExportNamedDeclaration[source])', message: 'A module\'s index.ts only re-exports, by name, from the module\'s files.' },
      ],
    },
  },
  {
    // Live notifications are emitted by services and orchestrations, inside the transaction of the change,
    // never by a repository (docs/decisions/021-live-updates-listen-notify.md).
    files: ['src/server/**/*.repo.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/db/live-notify.ts', '**/live-notify.ts'], message: 'Announce changes from the service or orchestration, not from a repository.' },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (docs/decisions/015): Drizzle and the schema are imported, as values, only by
    // *.repo.ts and src/server/db/; anything else may import their types.
    files: ['src/server/**/*.ts'],
    ignores: [...TEST_CODE, '**/*.repo.ts', 'src/server/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'Queries belong in a *.repo.ts (or src/server/db/).' }],
          patterns: [
            {
              group: ['drizzle-orm/*', '#server/db/schema/*', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Queries and the schema belong in a *.repo.ts (or src/server/db/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...LAYER_ZONES, NO_WEB_TEST_SUPPORT_ZONE, ...FEATURE_ZONES, ...ADMIN_AREA_ZONES, ...SHARED_WEB_ZONES] },
      ],
    },
  },

  // React: the hooks rules and the React Compiler's checks that come with them.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    // The preset warns on dependencies; a missing one is a stale value in production, so it fails the build too.
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },

  // Every user-visible text of the web app comes from the message catalogues (docs/decisions/024):
  // a literal sentence in a component is a text German and French visitors would read in English. Every
  // component (.tsx) is checked, the back office's too.
  {
    files: ['src/web/**/*.tsx'],
    ignores: TEST_CODE,
    plugins: { lingui },
    rules: {
      // The English texts of src/shared (the server's and the spec's) are shown from the catalogue instead.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['#shared/messages.ts', '#shared/mail-messages.ts'].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Show texts from the catalogue: t('key') (src/web/locales), so they follow the person's language.",
          })),
        },
      ],
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // Strings that are code, not text: styling, routing, DOM and ARIA plumbing, keys, ids and modes.
          ignore: ['^[a-z]+([A-Z0-9][a-z0-9]*)+$', '^[a-z0-9]+([.:_/-][a-zA-Z0-9]+)+$', '^(Enter|ArrowDown|email|password|register|none|p|h2)$', '^#', '^/'],
          ignoreNames: [
            { regex: { pattern: '(className|Class|Classes|Id|Key|Ref|Type|Variant|Tone|Size|Mode|Path|Url|Query)$' } },
            { regex: { pattern: '^(id|type|font|to|href|role|name|autoComplete|autoCapitalize|inputMode|enterKeyHint|lang|rel|target|method|htmlFor|key|tone|variant|size|side|align|position|purpose|errorField|categoryType|dateTime|loading|decoding|sizes|accept|aria-(controls|labelledby|describedby|live|current|haspopup|hidden|atomic))$' } },
          ],
          ignoreFunctions: [
            't',
            'console.*',
            'Error',
            'cn',
            'buttonClasses',
            '*.register',
            '*.get',
            '*.set',
            '*.getItem',
            '*.setItem',
            '*.startsWith',
            '*.addEventListener',
            '*.createElement',
            '*.getContext',
            '*.removeEventListener',
            'matchMedia',
            'useMediaQuery',
            'document.getElementById',
            'document.querySelector',
            'api.*',
          ],
        },
      ],
    },
  },

  // kebab-case file and folder names (`.test.ts`, `.routes.ts` and the like are middle extensions).
  {
    files: ['src/**/*.{js,mjs,ts,tsx}', 'e2e/**/*.{js,mjs,ts,tsx}', 'scripts/**/*.{js,mjs,ts,tsx}', 'bench/**/*.{js,mjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{js,mjs,ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,e2e,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },

  // Tests and their support code: no `any`, written or inherited (read answers with readJson and a shared schema).
  {
    files: [...TEST_CODE, 'bench/**', 'scripts/**'],
    ignores: ['**/*.{js,mjs}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Vitest types its asymmetric matchers (`expect.any(String)` inside an expected object) as `any`.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },

  // Plain JavaScript (this file, scripts/*.mjs): Node globals, no type information.
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/server/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
