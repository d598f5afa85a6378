/**
 * The layers of src/ and what may import what (docs/architecture.md#layers). `npm run check` runs
 * `npm run layers`, which fails on a loop between files or folders or on an import across the
 * layers' order: config <- kernel <- identity <- applications <- workspaces, employers; the faces
 * (graphql <- rest) and the generated docs know the domains only through kernel's DomainModule;
 * the entry points (src/*.ts) compose everything and nobody imports them.
 */
const DOMAINS = '(identity|applications|workspaces|employers)';
const ENTRY_POINTS = '^src/[^/]+\\.ts$';

/** A rule that `from` may not import `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

module.exports = {
  forbidden: [
    {
      name: 'no-file-loop',
      comment:
        'Files import each other in a loop: move the shared piece down, or have the lower one name an interface the upper one fills.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-loop',
      comment:
        'Folders import each other in a loop: the lower folder must not know the upper one (move the shared piece down, or put the edge on the side that knows both).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    forbid('config-knows-only-config', 'src/config is the bottom layer: settings and the database.', '^src/config/', '^src/(?!config/)'),
    forbid(
      'kernel-knows-no-domain',
      'src/kernel is what every domain uses: it imports only itself, config and libraries.',
      '^src/kernel/',
      '^src/(?!(kernel|config)/)',
    ),
    forbid(
      'identity-knows-no-other-domain',
      'identity is below the applications and the domains that use it.',
      '^src/identity/',
      `^src/(?!(identity|kernel|config)/)`,
    ),
    forbid(
      'applications-know-no-domain',
      'The one application flow is filled by the domains (their *ApplicationFlow); it knows none of them.',
      '^src/applications/',
      `^src/(?!(applications|identity|kernel|config)/)`,
    ),
    forbid(
      'workspaces-and-employers-apart',
      'workspaces and employers are siblings: neither imports the other.',
      '^src/workspaces/',
      '^src/employers/',
    ),
    forbid(
      'employers-and-workspaces-apart',
      'workspaces and employers are siblings: neither imports the other.',
      '^src/employers/',
      '^src/workspaces/',
    ),
    forbid(
      'domain-knows-no-face',
      'A domain declares its resolvers, route rows and scalars with the kernel vocabulary; the faces (graphql, rest), the docs and the entry points are above it.',
      `^src/${DOMAINS}/`,
      `^src/(graphql|rest|docs)/|${ENTRY_POINTS}`,
    ),
    forbid(
      'http-knows-no-domain',
      'src/http is the HTTP plumbing every face shares (CORS, compression, metrics, the listening address): it imports only kernel, config and libraries.',
      '^src/http/',
      '^src/(?!(http|kernel|config)/)',
    ),
    forbid(
      'graphql-knows-no-domain',
      'The graph face builds the schema from the DomainModules it is given; it imports no domain, nor the REST face above it.',
      '^src/graphql/',
      `^src/(${DOMAINS.slice(1, -1)}|rest|docs)/|${ENTRY_POINTS}`,
    ),
    forbid(
      'rest-knows-no-domain',
      'The REST face runs the route rows it is given through the graph; it imports no domain.',
      '^src/rest/',
      `^src/(${DOMAINS.slice(1, -1)}|docs)/|${ENTRY_POINTS}`,
    ),
    forbid(
      'docs-know-no-domain',
      'The generated docs are given the modules; only the entry points import src/modules.ts, and no domain is imported by name.',
      '^src/docs/',
      `^src/${DOMAINS}/|${ENTRY_POINTS}`,
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
