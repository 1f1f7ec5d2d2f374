/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, and Secure with the __Host- prefix unless the
 * site runs on http://localhost or http://127.0.0.1 (the local cloud), where browsers would drop it.
 */
import { getConfig } from '../../config';
import { getCookie, type ApiEvent } from './request';

export function isInsecureLocalOrigin(appOrigin: string): boolean {
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(appOrigin);
}

export function sessionCookieName(appOrigin = getConfig().appOrigin): string {
  return isInsecureLocalOrigin(appOrigin) ? 'session' : '__Host-session';
}

function attributes(appOrigin: string, maxAgeSeconds: number): string {
  const secure = isInsecureLocalOrigin(appOrigin) ? '' : '; Secure';
  return `; HttpOnly; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookie(token: string, maxAgeSeconds: number, appOrigin = getConfig().appOrigin): string {
  return `${sessionCookieName(appOrigin)}=${token}${attributes(appOrigin, maxAgeSeconds)}`;
}

export function clearedSessionCookie(appOrigin = getConfig().appOrigin): string {
  return `${sessionCookieName(appOrigin)}=${attributes(appOrigin, 0)}`;
}

export function readSessionCookie(event: ApiEvent): string | undefined {
  const value = getCookie(event, sessionCookieName());
  return value ? value : undefined;
}
