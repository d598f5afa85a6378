# The gateway's image (docs/decisions.md#container-image). Three stages: `build` compiles the
# TypeScript with the dev dependencies, `runtime-deps` installs the production dependencies only,
# and the final stage holds those and the compiled JavaScript (dist/: src and migrations), run by
# plain node as an unprivileged user. `docker compose up` (compose.yaml) starts it with PostgreSQL
# and Mailpit.

ARG NODE_IMAGE=node:20-bookworm-slim

# npm ci installs exactly the lockfile, which holds every platform's optional binaries.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY migrations ./migrations
RUN npm run build

FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
# DATA_DIR holds uploads (STORAGE=local), the embedded database and its signing secret when no
# DATABASE_URL is given; it belongs to the user the gateway runs as.
RUN mkdir -p /data && chown node:node /data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 4000
VOLUME ["/data"]
# The slim image has no curl: node asks /healthz (the process answers; /readyz also needs the database).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `npm start`: scripts/start.js compiles when sources changed and needs swc, a dev dependency this
# image does not have. Migrations are applied at start (docs/decisions.md#migrations-at-start).
# node is PID 1 and handles SIGTERM itself: it drains requests, then exits (`docker stop`).
CMD ["node", "dist/src/main.js"]
