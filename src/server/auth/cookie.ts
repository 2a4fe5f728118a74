export const SESSION_COOKIE = 'session';

export interface CookieOptions {
  secure: boolean;
}

function serialize(value: string, expires: Date, { secure }: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Expires=${expires.toUTCString()}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes the session cookie into the response headers of whatever answers the request. */
export function setSessionCookie(headers: Headers, token: string, expiresAt: Date, options: CookieOptions): void {
  headers.append('Set-Cookie', serialize(token, expiresAt, options));
}

export function clearSessionCookie(headers: Headers, options: CookieOptions): void {
  headers.append('Set-Cookie', `${serialize('', new Date(0), options)}; Max-Age=0`);
}

export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || null;
  }
  return null;
}
