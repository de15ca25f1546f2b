/**
 * The one-way imports of the layers (docs/architecture.md), checked in `npm test`'s
 * lint step and by `npm run lint:deps`.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make modules load half-initialised and hide the layering.",
      from: {},
      to: { circular: true, viaOnly: { pathNot: "^$" } },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "src/domain is pure rules shared by both sides: no server, client, Node or React.",
      from: { path: "^src/domain/" },
      to: {
        path: ["^src/(server|client)/", "^node:", "node_modules/(react|react-dom|fastify|kysely)/"],
      },
    },
    {
      name: "domain-no-node-builtins",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "client-not-server",
      severity: "error",
      comment: "The browser app never imports the server.",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "client-no-node-builtins",
      severity: "error",
      comment:
        "Node's modules can't run in the browser (the prerender plugin runs in Vite, at build time).",
      from: {
        path: "^src/client/",
        pathNot:
          "^src/client/(features/landing/prerender-plugin|app/shell/(skeleton|tab-files)-plugin)\\.ts$",
      },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-not-client",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "src-not-tests",
      severity: "error",
      comment: "Shipped code never imports test support.",
      from: { path: "^src/" },
      to: { path: "^(tests|bench)/" },
    },
    {
      name: "src-no-test-tools",
      severity: "error",
      from: { path: "^src/" },
      to: {
        path: "node_modules/(vitest|@vitest|@playwright|playwright|autocannon|oauth2-mock-server|fast-check|@axe-core)/",
      },
    },
    {
      name: "server-features-public-only",
      severity: "error",
      comment:
        "A server feature reaches another only through its public modules (routes.ts, repository.ts, index.ts) or the shared ones (features/*.ts).",
      from: { path: "^src/server/features/([^/]+)/" },
      to: {
        path: "^src/server/features/([^/]+)/",
        pathNot: [
          "^src/server/features/$1/",
          "^src/server/features/[^/]+/(routes|repository|index)\\.ts$",
        ],
      },
    },
    {
      name: "client-components-not-features",
      severity: "error",
      comment: "Shared components know no feature and no app wiring.",
      from: { path: "^src/client/components/" },
      to: { path: "^src/client/(features|app)/" },
    },
    {
      name: "client-features-not-app",
      severity: "error",
      from: { path: "^src/client/features/" },
      to: { path: "^src/client/app/" },
    },
    {
      name: "client-features-public-only",
      severity: "error",
      comment: "A client feature reaches another only through its api.ts (hooks) or index.ts.",
      from: { path: "^src/client/features/([^/]+)/" },
      to: {
        path: "^src/client/features/([^/]+)/",
        pathNot: ["^src/client/features/$1/", "^src/client/features/[^/]+/(api|index)\\.tsx?$"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    exclude: { path: "^(dist|node_modules|\\.tmp)/" },
  },
};
