const t0 = performance.now();
const z = await import('zod');
const t1 = performance.now();
const s = await import('../src/platform/schemas.ts');
const t2 = performance.now();
const e = await import('../src/platform/client.ts');
const t3 = performance.now();
let n = 0; const t4 = performance.now(); for (let i = 0; i < 100; i++) { z.object({ a: z.string(), b: z.number().optional(), c: z.string().nullable() }); n++; } const t5 = performance.now();
console.log(`start ${t0.toFixed(1)} zod ${(t1 - t0).toFixed(1)} schemas ${(t2 - t1).toFixed(1)} client-rest ${(t3 - t2).toFixed(1)} 100 small objects ${(t5 - t4).toFixed(1)}`, typeof s, typeof e);
