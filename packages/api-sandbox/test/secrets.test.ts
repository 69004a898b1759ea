import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { simulatedOnePasswordItems } from '../src/secrets/service';
import { startSandbox, type ApiClient, type RunningSandbox } from './harness';

const keys = '/api/v1beta/secrets/default/keys';

async function setUp(api: ApiClient, providerType: string, password?: string) {
  const response = await api.post('/api/v1beta/secrets', { provider_type: providerType, password });
  expect(response.status).toBe(201);
  return response.json as { provider_type: string; message: string };
}

describe('secrets', { timeout: 30_000 }, () => {
  let running: RunningSandbox;
  let api: ApiClient;

  beforeEach(async () => {
    running = await startSandbox();
    api = running.api;
  });
  afterEach(() => running.close());

  it('answers 404 to every provider call before a provider is set up', async () => {
    const calls = [
      () => api.get('/api/v1beta/secrets/default'),
      () => api.get(keys),
      () => api.post(keys, { key: 'token', value: 'v' }),
      () => api.put(`${keys}/token`, { value: 'v' }),
      () => api.delete(`${keys}/token`),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.text).toContain('No secrets provider is set up');
    }
  });

  it('sets up a provider and tells a first setup from a reconfiguration', async () => {
    expect(await setUp(api, 'encrypted', 'first password')).toEqual({
      provider_type: 'encrypted',
      message: 'Secrets provider set up.',
    });
    expect((await setUp(api, 'none')).message).toBe('Secrets provider reconfigured.');
  });

  it('refuses an unknown or missing provider type with 400 naming the field', async () => {
    for (const body of [{ provider_type: 'vault' }, {}, { provider_type: '' }]) {
      const response = await api.post('/api/v1beta/secrets', body);
      expect(response.status).toBe(400);
      expect(response.text).toContain('"provider_type"');
    }
    expect((await api.get('/api/v1beta/secrets/default')).status).toBe(404);
  });

  it('reports each provider’s capabilities as ToolHive v0.0.48 defines them', async () => {
    const expected = {
      encrypted: {
        can_read: true,
        can_write: true,
        can_delete: true,
        can_list: true,
        can_cleanup: true,
      },
      '1password': {
        can_read: true,
        can_write: false,
        can_delete: false,
        can_list: true,
        can_cleanup: false,
      },
      none: {
        can_read: false,
        can_write: false,
        can_delete: false,
        can_list: true,
        can_cleanup: true,
      },
    };
    for (const [providerType, capabilities] of Object.entries(expected)) {
      await setUp(api, providerType);
      const details = await api.get('/api/v1beta/secrets/default');
      expect(details.json).toEqual({ name: 'default', provider_type: providerType, capabilities });
    }
  });

  it('creates, lists, updates and deletes secrets with the encrypted provider', async () => {
    await setUp(api, 'encrypted', 'pw');
    const created = await api.post(keys, { key: 'github-token', value: 'ghp_first' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ key: 'github-token' });
    await api.post(keys, { key: 'brave-key', value: 'bsa_value' });

    const list = await api.get(keys);
    expect(list.json).toEqual({ keys: [{ key: 'brave-key' }, { key: 'github-token' }] });
    expect(list.text).not.toContain('ghp_first');

    const updated = await api.put(`${keys}/github-token`, { value: 'ghp_second' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ key: 'github-token' });

    expect((await api.delete(`${keys}/github-token`)).status).toBe(204);
    expect((await api.get(keys)).json).toEqual({ keys: [{ key: 'brave-key' }] });
  });

  it('answers 409 to creating a secret that exists', async () => {
    await setUp(api, 'encrypted', 'pw');
    await api.post(keys, { key: 'token', value: 'original' });
    const again = await api.post(keys, { key: 'token', value: 'replacement' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('"token" already exists');
  });

  it('answers 404 to updating or deleting a secret that does not exist', async () => {
    await setUp(api, 'encrypted', 'pw');
    expect((await api.put(`${keys}/missing`, { value: 'v' })).status).toBe(404);
    expect((await api.delete(`${keys}/missing`)).status).toBe(404);
  });

  it('names the missing or empty field of a secret request', async () => {
    await setUp(api, 'encrypted', 'pw');
    const cases: Array<[() => ReturnType<ApiClient['post']>, string]> = [
      [() => api.post(keys, { value: 'v' }), 'field "key" is required'],
      [() => api.post(keys, { key: 'k' }), 'field "value" is required'],
      [() => api.post(keys, { key: '', value: 'v' }), 'field "key"'],
      [() => api.post(keys, { key: 'k', value: 42 }), 'field "value" must be string'],
      [() => api.put(`${keys}/k`, {}), 'field "value" is required'],
      [() => api.put(`${keys}/k`, { value: '' }), 'field "value"'],
    ];
    for (const [call, reason] of cases) {
      const response = await call();
      expect(response.status).toBe(400);
      expect(response.text).toContain(reason);
    }
  });

  it('lets 1Password list its items and refuses writes and deletes with 405', async () => {
    await setUp(api, '1password');
    expect((await api.get(keys)).json).toEqual({ keys: simulatedOnePasswordItems });
    const refusals = [
      await api.post(keys, { key: 'token', value: 'v' }),
      await api.put(`${keys}/op%3A%2F%2Fsandbox-dev%2Fgithub%2Ftoken`, { value: 'v' }),
      await api.delete(`${keys}/op%3A%2F%2Fsandbox-dev%2Fgithub%2Ftoken`),
    ];
    expect(refusals.map((r) => r.status)).toEqual([405, 405, 405]);
    expect(refusals[0]?.text).toContain('only the encrypted provider can');
  });

  it('lets the none provider list nothing and refuses writes and deletes with 405', async () => {
    await setUp(api, 'none');
    expect((await api.get(keys)).json).toEqual({ keys: [] });
    expect((await api.post(keys, { key: 'token', value: 'v' })).status).toBe(405);
    expect((await api.put(`${keys}/token`, { value: 'v' })).status).toBe(405);
    expect((await api.delete(`${keys}/token`)).status).toBe(405);
  });

  it('keeps encrypted secrets while another provider is active, as ToolHive keeps its file', async () => {
    await setUp(api, 'encrypted', 'pw');
    await api.post(keys, { key: 'token', value: 'kept' });
    await setUp(api, 'none');
    expect((await api.get(keys)).json).toEqual({ keys: [] });
    await setUp(api, 'encrypted');
    expect((await api.get(keys)).json).toEqual({ keys: [{ key: 'token' }] });
  });
});
