import type { FastifyReply } from 'fastify';
import { bodyOf, optionalString, paramOf, sendText, type HandlerTable } from '../http.js';
import { SecretsLockedError, type Capabilities, type SecretsService } from '../secrets/service.js';
import { WrongPasswordError } from '../secrets/vault.js';
import { providerTypes, type ProviderType } from '../state/model.js';
import type { SandboxContext } from './context.js';

const base = '/api/v1beta/secrets';
const notSetUp = 'No secrets provider is set up: POST /api/v1beta/secrets first.';

/**
 * Keys the sandbox can address again in a URL path. ToolHive v0.0.48 takes
 * any non-empty key (pkg/api/v1/secrets.go); here a key must also fit a
 * request line (a 16 KiB key made DELETE fail with 431) and must not be a dot
 * segment, which browsers and curl remove from a URL before sending it.
 */
const maxSecretKeyLength = 256;

function secretKeyProblem(key: string): string | null {
  const length = [...key].length;
  if (length > maxSecretKeyLength) {
    return `has ${length} characters: use at most ${maxSecretKeyLength}`;
  }
  if (key === '.' || key === '..') return 'cannot be "." or "..", which a URL path cannot hold';
  return null;
}

function onlyEncrypted(verb: string): string {
  return `cannot ${verb} secrets; only the encrypted provider can`;
}

/**
 * Answers 404 when no provider is set up and 405 when the provider lacks the
 * capability; otherwise returns the provider type.
 */
function requireCapability(
  secrets: SecretsService,
  reply: FastifyReply,
  capability: keyof Capabilities,
  refusal: string,
): ProviderType | null {
  const provider = secrets.provider;
  if (!provider) {
    sendText(reply, 404, notSetUp);
    return null;
  }
  if (!secrets.capabilities(provider)[capability]) {
    sendText(reply, 405, `The ${provider} secrets provider ${refusal}.`);
    return null;
  }
  return provider;
}

export function secretHandlers({ secrets, limits }: SandboxContext): HandlerTable {
  return {
    [`POST ${base}`]: async (request, reply) => {
      const body = bodyOf(request);
      const type = optionalString(body.provider_type) ?? '';
      if (!(providerTypes as readonly string[]).includes(type)) {
        return sendText(
          reply,
          400,
          `Invalid request body: field "provider_type" must be one of: ${providerTypes.join(', ')}.`,
        );
      }
      try {
        const { reconfigured } = await secrets.setup(
          type as ProviderType,
          optionalString(body.password),
        );
        return reply.code(201).send({
          provider_type: type,
          message: reconfigured ? 'Secrets provider reconfigured.' : 'Secrets provider set up.',
        });
      } catch (error) {
        if (error instanceof WrongPasswordError || error instanceof SecretsLockedError) {
          return sendText(reply, 400, `Cannot open the stored secrets: ${error.message}`);
        }
        throw error;
      }
    },

    [`GET ${base}/default`]: async (_request, reply) => {
      const provider = secrets.provider;
      if (!provider) return sendText(reply, 404, notSetUp);
      return reply.send({
        name: 'default',
        provider_type: provider,
        capabilities: secrets.capabilities(provider),
      });
    },

    [`GET ${base}/default/keys`]: async (_request, reply) => {
      if (!requireCapability(secrets, reply, 'can_list', 'cannot list secrets')) return reply;
      return reply.send({ keys: secrets.list() });
    },

    [`POST ${base}/default/keys`]: async (request, reply) => {
      const body = bodyOf(request);
      const key = optionalString(body.key);
      const value = optionalString(body.value);
      if (!key || !value) {
        const missing = !key ? 'key' : 'value';
        return sendText(reply, 400, `Invalid request body: field "${missing}" is required.`);
      }
      const keyProblem = secretKeyProblem(key);
      if (keyProblem) {
        return sendText(reply, 400, `Invalid request body: field "key" ${keyProblem}.`);
      }
      if (!requireCapability(secrets, reply, 'can_write', onlyEncrypted('create'))) return reply;
      if (secrets.has(key)) {
        return sendText(
          reply,
          409,
          `A secret named "${key}" already exists: update it with PUT instead.`,
        );
      }
      if (secrets.count >= limits.secrets) {
        return sendText(
          reply,
          409,
          `The sandbox holds at most ${limits.secrets} secrets: delete one before you create another.`,
        );
      }
      await secrets.set(key, value);
      return reply.code(201).send({ key, message: 'Secret created.' });
    },

    [`PUT ${base}/default/keys/{key}`]: async (request, reply) => {
      const key = paramOf(request, 'key');
      const value = optionalString(bodyOf(request).value);
      if (!value) return sendText(reply, 400, 'Invalid request body: field "value" is required.');
      if (!requireCapability(secrets, reply, 'can_write', onlyEncrypted('update'))) return reply;
      if (!secrets.has(key)) return sendText(reply, 404, `Secret "${key}" not found.`);
      await secrets.set(key, value);
      return reply.send({ key, message: 'Secret updated.' });
    },

    [`DELETE ${base}/default/keys/{key}`]: async (request, reply) => {
      const key = paramOf(request, 'key');
      if (!requireCapability(secrets, reply, 'can_delete', onlyEncrypted('delete'))) return reply;
      if (!(await secrets.delete(key))) return sendText(reply, 404, `Secret "${key}" not found.`);
      return reply.code(204).send();
    },
  };
}
