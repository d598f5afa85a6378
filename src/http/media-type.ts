import type { FastifyRequest } from 'fastify';

/** The request body's media type, lower case, without parameters ('' when none is named). */
export function mediaTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  if (!header) return '';
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

/** Whether the request says its body is multipart/form-data (an upload). */
export function isMultipart(request: FastifyRequest): boolean {
  return mediaTypeOf(request) === 'multipart/form-data';
}

/** The request's path, without its query string. */
export function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
