const t0 = performance.now();
const z = await import('zod');
const t1 = performance.now();
console.log(`dynamic: start ${t0.toFixed(1)} zod loaded by ${t1.toFixed(1)}`, typeof z.string);
