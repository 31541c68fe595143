/** Direct API calls that set the stage for a browser test (the UI itself is what the tests exercise). */

export async function call(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  return (await call(baseUrl, 'POST', '/auth/login', undefined, { email, password })).token;
}

export const updateMe = (baseUrl: string, token: string, body: object) =>
  call(baseUrl, 'PUT', '/auth/me', token, body);

export const updateAdmin = (baseUrl: string, token: string, id: string, body: object) =>
  call(baseUrl, 'PUT', `/admin-users/${id}`, token, body);

/** A new admin with only the given permissions; returns their credentials. */
export async function createAdmin(baseUrl: string, token: string, permissions: string[]) {
  const id = Math.random().toString(36).slice(2, 7);
  const admin = {
    name: `Test ${id}`,
    nickname: `t${id}`,
    email: `t${id}@example.com`,
    password: 'Test-pass-1!',
  };
  const created = await call(baseUrl, 'POST', '/admin-users', token, { ...admin, permissions, roles: [] });
  return { ...admin, _id: created._id as string };
}

export async function createRole(baseUrl: string, token: string, permissions: string[]): Promise<string> {
  const name = `Role ${Math.random().toString(36).slice(2, 7)}`;
  return (await call(baseUrl, 'POST', '/roles', token, { name, permissions }))._id;
}
