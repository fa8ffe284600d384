// The receptionist's tools as the LLM runtimes see them (no database code here, so the agent
// builder can import it when it creates a Vapi assistant). Executed by executeTool in tools.ts.

export const TOOL_NAMES = [
  'search_knowledge',
  'check_hours',
  'book_appointment',
  'cancel_appointment',
  'take_message',
  'transfer_call',
  'end_call',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** JSON-schema tool definitions (OpenAI "function" tools; Vapi function tools use the same shape). */
export const TOOL_DEFINITIONS: { name: ToolName; description: string; parameters: Record<string, unknown> }[] = [
  {
    name: 'search_knowledge',
    description:
      'Searches the business’s own website text and the owner’s answers for what the caller asks (services, prices, parking, payment, delivery, policies…). Answer only from the passages returned, in their words; when none fits, say you do not know and offer to take a message.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'The caller’s question, in their words' },
        language: { type: 'string', enum: ['fr', 'en'], description: 'Language of the question' },
      },
      required: ['query'],
    },
  },
  {
    name: 'check_hours',
    description:
      'Opening hours in the business time zone: whether it is open now, on a date (YYYY-MM-DD) and optionally at a time (HH:MM), and the next opening.',
    parameters: {
      type: 'object',
      properties: { date: { type: 'string', description: 'YYYY-MM-DD' }, time: { type: 'string', description: 'HH:MM, 24h' } },
    },
  },
  {
    name: 'book_appointment',
    description:
      'Books an appointment once the caller confirmed the recap (call check_hours first to learn today’s local date). Refuses past, closed or taken slots and returns the nearest free slot to propose instead.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        phone: { type: 'string' },
        service: { type: 'string' },
        date: { type: 'string', description: 'YYYY-MM-DD (business local date)' },
        time: { type: 'string', description: 'HH:MM, 24h, business local time' },
      },
      required: ['name', 'phone', 'date', 'time'],
    },
  },
  {
    name: 'cancel_appointment',
    description: 'Cancels the caller’s upcoming appointment found by the phone number given at booking (optionally the one on date/time).',
    parameters: {
      type: 'object',
      properties: { phone: { type: 'string' }, date: { type: 'string' }, time: { type: 'string' } },
      required: ['phone'],
    },
  },
  {
    name: 'take_message',
    description: 'Stores a message for the team (caller name, callback number, message) and alerts the owner.',
    parameters: {
      type: 'object',
      properties: { name: { type: 'string' }, phone: { type: 'string' }, message: { type: 'string' } },
      required: ['message'],
    },
  },
  {
    name: 'transfer_call',
    description: 'Transfers the call to a human at the business (on request or for an emergency).',
    parameters: { type: 'object', properties: { reason: { type: 'string' } } },
  },
  { name: 'end_call', description: 'Ends the call after saying goodbye.', parameters: { type: 'object', properties: {} } },
];

/**
 * Vapi "function" tools pointing at our webhook (POST {PUBLIC_BASE_URL}/api/vapi/webhook), for
 * an assistant's model.tools. The secret travels in the x-vapi-secret header the webhook checks.
 */
export function vapiFunctionTools(webhookUrl: string, secret?: string): Record<string, unknown>[] {
  return TOOL_DEFINITIONS.filter((t) => t.name !== 'end_call').map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
    server: { url: webhookUrl, ...(secret ? { headers: { 'x-vapi-secret': secret } } : {}) },
  }));
}
