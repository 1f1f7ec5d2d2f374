/**
 * /api-docs: the public API's reference, rendered from the OpenAPI document the server generates
 * (GET /api/v1/openapi.json), so the page always shows what the API does. Public, like the API's
 * description itself.
 */
import { Badge, Box, Button, Card, Code, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';

interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  items?: Schema;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  'x-scope'?: string;
}
interface Document {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

async function fetchDocument(): Promise<Document> {
  const res = await fetch('/api/v1/openapi.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as Document;
}

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
}

function Fields({ schema }: { schema: Schema }) {
  return (
    <Stack gap="1" as="ul" listStyleType="none" m="0" p="0">
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <Text as="li" key={name} fontSize="sm">
          <Code>{name}</Code>{' '}
          <Text as="span" color="inkMuted">
            {typeOf(field)}
            {schema.required?.includes(name) ? ', required' : ''}
          </Text>
          {field.description ? ` — ${field.description}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

function OperationCard({ method, path, op }: { method: string; path: string; op: Operation }) {
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  // Every success answer with JSON fields: an operation may answer 200 with a result or 202 with a job.
  const answers = Object.entries(op.responses).flatMap(([status, r]) => {
    const schema =
      status.startsWith('2') && r.content ? (Object.values(r.content)[0] as { schema?: Schema }).schema : undefined;
    return schema?.properties ? [{ status, schema }] : [];
  });
  return (
    <Card.Root as="article" id={op.operationId} aria-label={op.operationId} bg="white">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={method === 'get' ? 'green' : 'brand'}>{method.toUpperCase()}</Badge>
            <Code>{path}</Code>
            <Text fontWeight="semibold">{op.operationId}</Text>
            {op['x-scope'] && <Badge variant="outline">{op['x-scope']} key</Badge>}
          </HStack>
          <Text>{op.summary}</Text>
          {op.description && (
            <Text color="inkMuted" fontSize="sm">
              {op.description}
            </Text>
          )}
          {(op.parameters?.length ?? 0) > 0 && (
            <Box>
              <Text fontWeight="semibold" fontSize="sm">
                Parameters
              </Text>
              {op.parameters!.map((p) => (
                <Text key={`${p.in}-${p.name}`} fontSize="sm">
                  <Code>{p.name}</Code>{' '}
                  <Text as="span" color="inkMuted">
                    ({p.in}
                    {p.required ? ', required' : ''})
                  </Text>{' '}
                  {p.description}
                </Text>
              ))}
            </Box>
          )}
          {body && (
            <Box>
              <Text fontWeight="semibold" fontSize="sm">
                JSON body
              </Text>
              <Fields schema={body} />
            </Box>
          )}
          {answers.map(({ status, schema }) => (
            <Box key={status}>
              <Text fontWeight="semibold" fontSize="sm">
                Answer {status}
              </Text>
              <Fields schema={schema} />
            </Box>
          ))}
          <Text fontSize="sm" color="inkMuted">
            Answers:{' '}
            {Object.entries(op.responses)
              .map(([status, r]) => `${status} ${r.description}`)
              .join(' · ')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function ApiDocsPage() {
  useDocumentTitle(pageTitle('API documentation'));
  const doc = useQuery({ queryKey: ['openapi'], queryFn: fetchDocument });
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          API documentation
        </Heading>
        {doc.isPending && <Spinner color="brand.solid" aria-label="Loading the API description" />}
        {doc.isError && (
          <Stack gap="3" align="flex-start" role="alert">
            <Text>Failed to load the API description. Please try again.</Text>
            <Button size="sm" variant="outline" onClick={() => void doc.refetch()} loading={doc.isFetching}>
              Try again
            </Button>
          </Stack>
        )}
        {doc.data && (
          <>
            <Text>{doc.data.info.description}</Text>
            <Text fontSize="sm">
              The machine-readable description: <Code>/api/v1/openapi.json</Code> (OpenAPI 3.1).
            </Text>
            {Object.entries(doc.data.paths).flatMap(([path, ops]) =>
              Object.entries(ops).map(([method, op]) => (
                <OperationCard key={op.operationId} method={method} path={path} op={op} />
              )),
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
