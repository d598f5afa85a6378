/**
 * Process-wide collaborators (mailer, storage, geocoder, token signer...), built once at start.
 * Each domain adds its members by declaration merging:
 *   declare module '../kernel/services' { interface Services { geocoder: Geocoder } }
 * and builds them in its module's `createServices`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
