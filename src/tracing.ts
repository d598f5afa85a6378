/**
 * Imported first by the entry point (src/main.ts), before anything loads `http`: the OpenTelemetry
 * SDK starts here when the standard OTEL_* variables (or `.env`) ask for traces, so its HTTP
 * instrumentation sees every request however the gateway is started (`npm start`,
 * `node dist/src/main.js`, the container image). A variable it cannot use starts nothing here:
 * the settings (src/config/settings.ts) then stop the start, naming it with the other problems.
 */
import 'dotenv/config';
import { startTracing, tracingSettingErrors } from './config/tracing';

if (tracingSettingErrors(process.env).length === 0) startTracing(process.env);
