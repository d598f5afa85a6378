/**
 * The entry point's first import (src/main.ts): turns the start cache on (src/start-cache.ts) before
 * any other module of the gateway loads, so that all of them load through it.
 */
import { useStartCache } from './start-cache';

export const startCache = useStartCache();
