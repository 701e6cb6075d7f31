/**
 * Organizations and projects, read only to resolve an environment named by its path of names:
 * of each, only the id and the name.
 */
import * as z from 'zod';
import { uuid } from './common.ts';

export const Organization = z.looseObject({ id: uuid, name: z.string() });
export type Organization = z.infer<typeof Organization>;

export const Project = z.looseObject({ id: uuid, name: z.string() });
export type Project = z.infer<typeof Project>;
