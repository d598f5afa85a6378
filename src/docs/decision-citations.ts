import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * Citations of the product's decisions: code, tests and docs cite `docs/decisions.md#<anchor>`,
 * never the product contract that lives outside the repository. `citationProblems` lists every
 * citation of that outside document and every citation of an anchor that docs/decisions.md does
 * not have, and every link of docs/decisions.md that leads nowhere; `npm run check` and
 * test/kernel/decision-citations.test.ts fail on any.
 */

export const DECISIONS_FILE = 'docs/decisions.md';

/** Where citations are looked for (paths from the repository root). */
const SCANNED = ['README.md', 'bench', 'docs', 'migrations', 'scripts', 'src', 'test'];
const SKIPPED = new Set(['node_modules', 'generated', 'dist', '.data']);
const TEXT_FILE = /\.(ts|js|mjs|md|graphql|sql)$/;

/** The outside contract, by name or by its section numbers. */
const CONTRACT_CITATION = /CONTRACT(?:\.md|\s*§)/;
const DECISION_CITATION = /decisions\.md#([\w-]+)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** The anchors GitHub gives the headings of a Markdown text (code blocks skipped; a repeated one gets `-1`, `-2`...). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1].toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/**
 * The problems of the given files (path from the repository root -> text). `read` answers another
 * Markdown file a link of docs/decisions.md leads to, or null when it does not exist.
 */
export function citationProblems(files: Map<string, string>, read: (path: string) => string | null): string[] {
  const problems: string[] = [];
  const decisions = files.get(DECISIONS_FILE) ?? read(DECISIONS_FILE);
  const anchors = decisions === null ? new Set<string>() : headingAnchors(decisions);
  if (decisions === null) problems.push(`${DECISIONS_FILE} is missing`);
  for (const [path, text] of files) {
    text.split('\n').forEach((line, index) => {
      const at = `${path}:${index + 1}`;
      if (CONTRACT_CITATION.test(line)) problems.push(`${at} cites the product contract, which is not in the repository: cite ${DECISIONS_FILE}#<anchor>`);
      for (const [, anchor] of line.matchAll(DECISION_CITATION)) {
        if (!anchors.has(anchor)) problems.push(`${at} cites ${DECISIONS_FILE}#${anchor}, a heading it does not have`);
      }
    });
  }
  if (decisions !== null) problems.push(...brokenLinks(decisions, read));
  return problems;
}

/** Links of docs/decisions.md to a file of the repository that does not exist, or to a heading that file does not have. */
function brokenLinks(decisions: string, read: (path: string) => string | null): string[] {
  const problems: string[] = [];
  for (const [, target] of decisions.matchAll(MARKDOWN_LINK)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file, anchor] = target.split('#');
    const path = file ? normalize(join(dirname(DECISIONS_FILE), file)).replace(/\\/g, '/') : DECISIONS_FILE;
    const text = read(path);
    if (text === null) problems.push(`${DECISIONS_FILE} links to ${target}: no file ${path}`);
    else if (anchor && path.endsWith('.md') && !headingAnchors(text).has(anchor)) problems.push(`${DECISIONS_FILE} links to ${target}: ${path} has no such heading`);
  }
  return problems;
}

/** The text files of the repository where citations are looked for. */
export function citingFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    const full = join(root, path);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(full).isDirectory();
    } catch {
      return;
    }
    if (isDirectory) {
      for (const name of readdirSync(full).sort()) if (!SKIPPED.has(name)) visit(join(path, name));
    } else if (TEXT_FILE.test(path)) {
      files.set(relative(root, full).replace(/\\/g, '/'), readFileSync(full, 'utf8'));
    }
  };
  SCANNED.forEach(visit);
  return files;
}

/** The problems of the repository at `root`. */
export function repositoryCitationProblems(root: string): string[] {
  const read = (path: string) => {
    try {
      return statSync(join(root, path)).isDirectory() ? '' : readFileSync(join(root, path), 'utf8');
    } catch {
      return null;
    }
  };
  return citationProblems(citingFiles(root), read);
}
