import { type Context, type ContextManager, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { transientStorage } from './transient-storage';

/** The service name when OTEL_SERVICE_NAME (or `service.name` in OTEL_RESOURCE_ATTRIBUTES) does not say. */
export const TRACED_SERVICE = 'flexspace-gateway';

const SAMPLERS = new Set([
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
]);

let provider: NodeTracerProvider | null = null;

/**
 * Where the active OpenTelemetry context lives (docs/decisions.md#traces). Not an AsyncLocalStorage
 * for everything, as the SDK's default is: on Node 20 its first `run` turns on V8's promise hooks for
 * the life of the process, which costs a read about a fifth of its Node CPU
 * ([async context only while writing](../../docs/decisions.md#async-context-only-while-writing)),
 * sampled or not. Instead:
 * - `with` (what the HTTP instrumentation calls around a synchronous callback: an outgoing
 *   `http.request`) holds the context for the synchronous call only;
 * - `runTraced` (the gateway's own background spans: a delivery, a job) holds it through the work's
 *   promise in a transient storage (src/config/transient-storage.ts), whose hooks run only while
 *   such work is in flight;
 * - a request carries its trace explicitly (src/kernel/tracing.ts `TraceScope`): from its server
 *   span to its operation and its statements, whatever the async path between them.
 */
class GatewayContextManager implements ContextManager {
  private current: Context | undefined;
  private readonly storage = transientStorage<Context>();

  active(): Context {
    return this.current ?? this.storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const previous = this.current;
    this.current = context;
    try {
      return fn.call(thisArg, ...args);
    } finally {
      this.current = previous;
    }
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target; // an event emitter: its listeners run in no context of ours
    const call = (thisArg: unknown, args: unknown[]) =>
      this.with(context, () => (target as (...values: unknown[]) => unknown).apply(thisArg, args));
    return function bound(this: unknown, ...args: unknown[]) {
      return call(this, args);
    } as T;
  }

  /** Runs `work` with `context` active until its promise settles. */
  run<T>(context: Context, work: () => Promise<T>): Promise<T> {
    const previous = this.current;
    this.current = undefined;
    try {
      return this.storage.run(context, work);
    } finally {
      this.current = previous;
    }
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.current = undefined;
    return this;
  }
}

const contextManager = new GatewayContextManager();

/** Runs `work` with `context` active until its promise settles (a background span's work: its statements, its outgoing requests). */
export function runTraced<T>(context: Context, work: () => Promise<T>): Promise<T> {
  return provider ? contextManager.run(context, work) : work();
}

/**
 * Whether this process exports traces (docs/decisions.md#traces): an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) and the SDK is not
 * disabled (`OTEL_SDK_DISABLED`, `OTEL_TRACES_EXPORTER=none`). Off, nothing of the SDK is loaded
 * into the request path: the gateway's own spans are not even started.
 */
export function tracingOn(): boolean {
  return provider !== null;
}

/** Why the OTEL_* variables cannot be used, each naming its variable (empty: they can). */
export function tracingSettingErrors(env: Record<string, string | undefined>): string[] {
  const errors: string[] = [];
  const sampler = env.OTEL_TRACES_SAMPLER?.trim();
  if (sampler && !SAMPLERS.has(sampler)) errors.push(`OTEL_TRACES_SAMPLER: "${sampler}" is not one of ${[...SAMPLERS].join(', ')}`);
  const ratio = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  if (ratio && !(Number(ratio) >= 0 && Number(ratio) <= 1))
    errors.push(`OTEL_TRACES_SAMPLER_ARG: "${ratio}" is not a ratio between 0 and 1`);
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) {
    const value = env[name]?.trim();
    if (value && !/^https?:\/\/[^/]/.test(value)) errors.push(`${name}: "${value}" is not an http(s) URL`);
  }
  if (env.OTEL_SERVICE_NAME !== undefined && env.OTEL_SERVICE_NAME.trim() === '') errors.push('OTEL_SERVICE_NAME: empty');
  const attributes = env.OTEL_RESOURCE_ATTRIBUTES?.trim();
  if (attributes && !attributes.split(',').every((pair) => /^[^=\s]+=[^,]*$/.test(pair.trim())))
    errors.push(`OTEL_RESOURCE_ATTRIBUTES: "${attributes}" is not key=value pairs separated by commas`);
  return errors;
}

/**
 * Starts the OpenTelemetry SDK when the standard variables ask for traces, before anything loads
 * `http` (the entry point imports `src/tracing.ts` first): the HTTP instrumentation for the requests
 * the gateway sends (a webhook delivery's, which carries its `traceparent`); a batch of spans sent by
 * OTLP over HTTP. The requests it receives get their spans from src/http/request-log.ts. The
 * sampler is `OTEL_TRACES_SAMPLER`/`_ARG` (parent-based, always on, by default); the resource is
 * `OTEL_SERVICE_NAME` and `OTEL_RESOURCE_ATTRIBUTES` over `service.name=flexspace-gateway`. Returns
 * whether tracing is on.
 */
export function startTracing(env: Record<string, string | undefined>): boolean {
  if (provider) return true;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim() === 'none') return false;
  // Loaded only here: a gateway without traces does not pay for loading the SDK at its start.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on demand, synchronously (before anything loads `http`) */
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { ATTR_SERVICE_NAME } = require('@opentelemetry/semantic-conventions') as typeof import('@opentelemetry/semantic-conventions');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: TRACED_SERVICE }))
    .merge(detectResources({ detectors: [envDetector] }));
  provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register({ contextManager });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // The server spans are the gateway's own (src/http/request-log.ts): the instrumentation's, made
        // for every request whether sampled or not, cost about 5% of a catalogue page's Node CPU.
        ignoreIncomingRequestHook: () => true,
        // Outgoing requests are traced inside a trace only (a webhook delivery's), never as traces of their own.
        requireParentforOutgoingSpans: true,
      }),
    ],
  });
  return true;
}

/** Sends the spans still batched and stops the SDK (the graceful stop's last step). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  if (!stopping) return;
  await stopping.shutdown().catch(() => undefined);
  trace.disable();
}
