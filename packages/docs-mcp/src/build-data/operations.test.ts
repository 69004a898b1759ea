import { expect, it } from 'vitest';
import { apiFromDocument } from './operations';

it('flattens operations, merges path parameters, follows component references and keeps schema refs', () => {
  const api = apiFromDocument({
    openapi: '3.1.0',
    info: { title: 'Items API', version: '2' },
    paths: {
      '/items/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' }],
        get: {
          operationId: 'getItem',
          summary: 'Get an item',
          parameters: [{ name: 'verbose', in: 'query', schema: { type: 'boolean' } }],
          responses: {
            '200': {
              description: 'The item',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
        delete: { summary: 'Delete', responses: {} },
      },
    },
    components: {
      parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
      responses: { NotFound: { description: 'No such item' } },
      schemas: { Item: { type: 'object', properties: { id: { type: 'string' } } } },
    },
  });
  expect(api).toMatchObject({ title: 'Items API', version: '2' });
  expect(api.schemas).toHaveProperty('Item');
  const [get, remove] = api.operations;
  expect(get).toMatchObject({
    operationId: 'getItem',
    method: 'GET',
    path: '/items/{id}',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'verbose', in: 'query', required: false },
    ],
    requestBody: null,
    responses: [
      {
        status: '200',
        content: [{ mediaType: 'application/json', schema: { $ref: '#/components/schemas/Item' } }],
      },
      { status: '404', description: 'No such item', content: [] },
    ],
  });
  expect(remove).toMatchObject({ operationId: 'delete_/items/{id}', method: 'DELETE' });
});
