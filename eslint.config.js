// One lint config for the whole repo (typescript-eslint recommended, formatting left to Prettier).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-artifacts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Engine folders: a non-null assertion hides what a type could say (docs/architecture.md).
    files: ['src/engine/**', 'src/games/*/**', 'src/bots/**'],
    ignores: ['src/games/*/ui/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'warn' },
  },
);
