import * as z from 'zod';
const t1 = performance.now();
console.log(`static: zod loaded by ${t1.toFixed(1)}`, typeof z.string);
