import { classifyState } from './platform/states.ts';
console.log(classifyState('DEPLOYED', 'deploy'));
