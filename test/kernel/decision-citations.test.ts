import { join } from 'node:path';
import { citationProblems, DECISIONS_FILE, headingAnchors, repositoryCitationProblems } from '../../src/docs/decision-citations';

/** Comments and docs cite the product's decisions in docs/decisions.md, by anchors that exist. */
const root = join(__dirname, '..', '..');
// Written in pieces, so that this file's planted citations are not read as its own.
const OUTSIDE = 'CONTRACT';
const CITE = `${DECISIONS_FILE}#`;

describe('citations of docs/decisions.md', () => {
  test('every citation in code, tests and docs names a heading of docs/decisions.md, and none cites the outside contract', () => {
    expect(repositoryCitationProblems(root)).toEqual([]);
  });

  test('the check finds a citation of the outside contract and an anchor that does not exist', () => {
    const decisions = '# Decisions\n\n## Refresh tokens\n\nRotated on every use; see [identity](identity.md#refresh).\n';
    const read = (path: string) => (path === 'docs/identity.md' ? '# Identity\n\n## Tokens\n' : null);
    const problems = citationProblems(
      new Map([
        [DECISIONS_FILE, decisions],
        ['src/a.ts', `/** Rotated (${OUTSIDE} §2). */\n/** Rotated (${CITE}refresh-tokens). */`],
        ['src/b.ts', `// see ${OUTSIDE}.md\n// (${CITE}refresh-token)`],
      ]),
      read,
    );
    expect(problems).toEqual([
      'src/a.ts:1 cites the product contract, which is not in the repository: cite docs/decisions.md#<anchor>',
      'src/b.ts:1 cites the product contract, which is not in the repository: cite docs/decisions.md#<anchor>',
      `src/b.ts:2 cites ${CITE}refresh-token, a heading it does not have`,
      'docs/decisions.md links to identity.md#refresh: docs/identity.md has no such heading',
    ]);
  });

  test('anchors are the ones GitHub gives headings', () => {
    const anchors = headingAnchors(
      '# Decisions\n## Two-factor (step-up)\n```\n# not a heading\n```\n### Places, time and money\n### Paging\n### Paging\n',
    );
    expect([...anchors]).toEqual(['decisions', 'two-factor-step-up', 'places-time-and-money', 'paging', 'paging-1']);
  });
});
