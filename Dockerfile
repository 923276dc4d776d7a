# arig in a container: the site and the studio on one port (3000), SQLite in /app/var unless DATABASE_URL
# names a Postgres. Not built in the project's tests: the development machines run no container engine
# (docs/deployment.md).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# pg_dump, pg_restore and psql for `npm run backup` / `npm run restore` on Postgres.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production ARIG_SKIP_BUILD=1 PORT=3000
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/var && chown node:node /app/var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
# Ready: the database answers, every migration is applied, the build is there (server/health.ts).
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish: give it more than the 10 s it may take.
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
