import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/generated/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['*.js', '.dependency-cruiser.cjs', 'scripts/*.js', 'bench/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', Buffer: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // em.create is typed by RequiredEntityData: a cast of its data hides a misspelt field (mark a default `Opt` on the entity instead).
    files: ['src/**/*.ts'],
    rules: {
      // Prettier (npm run check) wraps code at 140; comments too, and a function fits a screen or two.
      // Messages and descriptions stay whole, so that a reader can grep for them.
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }],
      'max-lines-per-function': ['error', { max: 100 }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='create'] > TSAsExpression",
          message: "Don't cast em.create's data: it is typed by the entity (a field with a default is `Opt` there).",
        },
      ],
    },
  },
);
