import { describe, expect, it } from 'vitest';
import { TOOL_DEFINITIONS, TOOL_NAMES, vapiFunctionTools } from '@/lib/receptionist/tool-definitions';
import { toolCallsOf, vapiSecretMatches } from '@/lib/vapi/webhook';

describe('Vapi message parsing', () => {
  it('reads both toolCallList and toolWithToolCallList shapes, once per call id', () => {
    const calls = toolCallsOf({
      type: 'tool-calls',
      toolCallList: [{ id: 'a', type: 'function', function: { name: 'check_hours', arguments: { date: '2026-11-28' } } }],
      toolWithToolCallList: [
        { type: 'function', function: { name: 'check_hours' }, toolCall: { id: 'a', function: { name: 'check_hours', parameters: {} } } },
        { name: 'take_message', toolCall: { id: 'b', function: { parameters: { message: 'hi' } } } },
      ],
    });
    expect(calls).toEqual([
      { id: 'a', name: 'check_hours', args: { date: '2026-11-28' } },
      { id: 'b', name: 'take_message', args: { message: 'hi' } },
    ]);
  });
  it('compares the shared secret exactly', () => {
    expect(vapiSecretMatches('s3cret', 's3cret')).toBe(true);
    expect(vapiSecretMatches('s3cret ', 's3cret')).toBe(false);
    expect(vapiSecretMatches('', 's3cret')).toBe(false);
    expect(vapiSecretMatches(null, 's3cret')).toBe(false);
  });
});

describe('tool definitions', () => {
  it('define the seven shared tools with JSON-schema parameters', () => {
    expect(TOOL_DEFINITIONS.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    for (const t of TOOL_DEFINITIONS) expect(t.parameters).toMatchObject({ type: 'object' });
  });
  it('point Vapi function tools at the webhook with the secret header', () => {
    const tools = vapiFunctionTools('https://receptio.fr/api/vapi/webhook', 'shh');
    expect(tools).toHaveLength(6);
    expect(tools[0]).toMatchObject({
      type: 'function',
      function: { name: 'search_knowledge' },
      server: { url: 'https://receptio.fr/api/vapi/webhook', headers: { 'x-vapi-secret': 'shh' } },
    });
  });
});
