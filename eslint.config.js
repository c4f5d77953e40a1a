import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports point downward only: core <- db, integrations <- server; app sees core (and the
// types-only server/load-context.ts). One zone per forbidden arrow, each saying where
// the code belongs instead.
const zones = [
  {
    target: './core',
    from: ['./app', './db', './integrations', './server', './tests'],
    message: 'core stays pure: no app, database, integration or server code in the domain core.',
  },
  {
    target: './db',
    from: ['./app', './integrations', './server'],
    message: 'db may import core only; put orchestration in a server service.',
  },
  {
    target: './integrations',
    from: ['./app', './db', './server'],
    message: 'integrations may import core only; wire them together in server/.',
  },
  {
    target: './server',
    from: ['./app'],
    message: 'the server never imports the React app; it reaches it only through the React Router build.',
  },
  {
    target: './app',
    from: ['./db', './integrations', './server'],
    except: ['./load-context.ts'],
    message: 'app reaches data only through loaders, actions and /api (services from server/load-context.ts).',
  },
  {
    // Test helpers (fixtures, fast-check arbitraries, sample replies, reads of stored rows) serve tests and fakes only.
    target: ['./{app,core,db,integrations,server}/**/!(*.test).{ts,tsx}'],
    from: ['./core/testing', './tests'],
    message: 'core/testing and tests/ hold helpers for tests; production code does not import them.',
  },
  // One feature never imports another: what two features share lives in app/components or app/utils.
  ...readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./app/features/${name}`,
      from: './app/features',
      except: [`./${name}`],
      message: `features/${name} may not import another feature; move what they share to app/components or app/utils.`,
    })),
]

export default tseslint.config(
  {
    ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through server/config.ts; no other module reads process.env.',
        },
      ],
    },
  },
  {
    // The config module, the CLIs and launchers that pass NODE_ENV on, and test/CI tooling may read the environment.
    files: ['server/config.ts', 'server/dev.ts', 'scripts/start.js', 'scripts/start-cluster.js', 'playwright.config.ts', 'tests/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures take `use` and an empty destructuring pattern by design.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
)
