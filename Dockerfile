# Cuemap's container image: `docker build -t cuemap .` (docs/deployment.md).
#
# The build stage runs exactly what CI runs and checks (.ci/run: `npm ci`, then scripts/check-release.mjs
# runs `npm run release` and starts the result): the image holds that release folder and nothing else
# from the build. No image registry is reachable from the project's machines, so this file itself is
# not built in CI; keep every step it runs one that CI runs too.

# Node 24 LTS (engines: ^22.12 || >=24). Build and runtime must use the same major version (the native
# SQLite addon is built for its ABI) and the same Debian release (its glibc).
ARG NODE_VERSION=24
ARG DEBIAN=trixie

FROM node:${NODE_VERSION}-${DEBIAN} AS build
# better-sqlite3 12.x built against Node >= 24.19 headers aborts the process when a statement is
# garbage-collected (nodejs/node#65446; README). As .ci/run does for its Node 24 run, the addon is
# compiled from source against 24.18.1's headers (same ABI). Building for Node 22:
# --build-arg NODE_VERSION=22 --build-arg SQLITE_NODE_HEADERS= (empty: the runtime's own headers).
ARG SQLITE_NODE_HEADERS=24.18.1
ENV npm_config_build_from_source=true \
    npm_config_target=${SQLITE_NODE_HEADERS}
WORKDIR /src
COPY . .
RUN npm ci && npm run release

FROM node:${NODE_VERSION}-${DEBIAN}-slim
# The PDF export sets Chinese, Japanese and Korean in Droid Sans Fallback and symbols in DejaVu Sans
# (apps/api/src/plugins/app/io/pdf-export.ts): the same Debian packages .ci/run installs.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-droid-fallback fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server: only DATA_DIR is writable.
COPY --from=build /src/release /app
# The official image's unprivileged `node` user (uid 1000).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health/ready: 200 once the database answers and its migrations are done (healthcheck.mjs, run
# with Node because the slim image has no curl; CI runs the same file against the same release).
HEALTHCHECK --interval=30s --timeout=6s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
# start.mjs is PID 1: it passes SIGTERM (docker stop) and SIGINT to the server, which finishes its
# requests and closes the database within 10 s, and exits with the server's code.
STOPSIGNAL SIGTERM
CMD ["node", "start.mjs"]
