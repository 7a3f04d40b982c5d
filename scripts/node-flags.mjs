// V8 flags the API server runs with: `npm start` (scripts/start.mjs) and the API benchmark
// (bench/api.ts) both use this list, so the benchmark measures the server as it is deployed.
//
// A 128 MiB semi-space (young generation) instead of V8's 16 MiB: an autosave allocates its body, the
// parsed JSON, the validated copy and the stored JSON text, and at 50 concurrent saves the default
// size scavenged so often that GC took ~70 µs of each save. With 64 MiB it was ~55 µs; with 128 MiB
// the 50 in-flight saves' garbage dies young and GC is ~10 µs, saves/s +15–20 %. The cost is up to
// ~250 MiB more memory when busy (docs/decisions.md, "Benchmark baselines").
export const API_NODE_FLAGS = ['--max-semi-space-size=128'];
