// Lint rules for every TypeScript file of the project: typescript-eslint's recommended set, with
// formatting left to prettier (eslint-config-prettier turns the stylistic rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      // An unused name is an error unless it says it is meant to be unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // The runner's environment is read at the runner boundary alone; everything below it is handed what it needs.
    files: ['src/**/*.ts'],
    ignores: ['src/action/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only the runner boundary (src/action/) reads process.env: hand the value down.' },
      ],
    },
  },
  {
    // The layer rule's configuration is CommonJS, as dependency-cruiser loads it.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    // Tests read the emulator's and the fake GitHub's JSON answers as loosely as a reader of the wire would.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
