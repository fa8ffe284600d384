import type { CountryCode } from 'libphonenumber-js';
import type { AgentSettings, ExtractedInfo } from '@/lib/extract/types';
import type { Lang } from './language';

// Shapes shared by the engines, the tools and the API.

/** What the receptionist knows about the business it answers for (one agent row, read whole). */
export type AgentContext = {
  id: string;
  /** Display name of the business. */
  name: string;
  /** Where calls are transferred ('' = nowhere). */
  transferPhone: string;
  businessType: string;
  timezone: string;
  info: ExtractedInfo;
  settings: AgentSettings;
  prompt: string;
  country: CountryCode;
};

export type AppointmentView = {
  id: string;
  service: string | null;
  startsAt: string;
  endsAt: string;
  callerName: string;
  callerPhone: string;
  status: 'booked' | 'cancelled';
};

export type MessageView = { id: string; callerName: string | null; callerPhone: string | null; message: string };

/** Side effects of a turn, shown by the test panel and used by voice adapters. */
export type ChatAction =
  | { type: 'appointment_booked'; appointment: AppointmentView }
  | { type: 'appointment_moved'; appointment: AppointmentView; previousStartsAt: string }
  | { type: 'appointment_cancelled'; appointment: AppointmentView }
  | { type: 'message_taken'; message: MessageView }
  | { type: 'transfer'; phone: string; emergency?: boolean }
  | { type: 'end_call' };

export type ChatTurnResult = { sessionId: string; reply: string; actions: ChatAction[]; ended: boolean };

type Slot = { date: string; minutes: number };

export type BookingFlow = {
  kind: 'booking';
  awaiting: 'service' | 'when' | 'day' | 'time' | 'name' | 'phone' | 'confirm' | 'alternative' | 'ambiguous' | 'change' | 'party';
  service?: string | null;
  date?: string;
  minutes?: number;
  name?: string;
  phone?: string;
  alternative?: Slot;
  options?: [string, string];
  /** Moving an existing appointment: its id and current start. */
  moveOf?: { id: string; startsAt: string };
  partOfDay?: 'morning' | 'afternoon' | 'evening';
  /** "Anything after 3?": propose times from then on. */
  after?: number;
  /** Times last proposed for the chosen day ("the first one"). */
  proposed?: number[];
  /** "As soon as possible": propose the earliest times. */
  asap?: boolean;
  /** Service answers not understood so far. */
  misses?: number;
  prompt?: string;
};
export type MessageFlow = {
  kind: 'message';
  awaiting: 'text' | 'name' | 'phone';
  /** A stay request (hotel) or an order (shop) taken as a message for the team. */
  request?: 'stay' | 'order';
  text?: string;
  name?: string;
  phone?: string;
  prompt?: string;
};
export type CancelFlow = {
  kind: 'cancel' | 'move';
  awaiting: 'phone' | 'confirm';
  phone?: string;
  appointment?: AppointmentView;
  prompt?: string;
};
type OfferFlow = { kind: 'offer_message'; question: string };
type Flow = BookingFlow | MessageFlow | CancelFlow | OfferFlow;

export type SessionState = {
  v: 1;
  lang: Lang;
  flow: Flow | null;
  caller: { name?: string; phone?: string };
  ended: boolean;
  /** What the last answer was about, so "and on Saturday?" follows up on hours. */
  topic?: 'hours' | 'price' | 'services';
  /** The service the last price answer was about ("c'est possible demain ?" books it). */
  lastService?: string;
  /** The day the last hours answer was about ("et à 8h ?" follows up on it). */
  topicDate?: string;
  /** Recent turns (for the LLM runtime and for debugging), newest last, capped. */
  history: { role: 'user' | 'assistant'; content: string }[];
};

export function newSessionState(lang: Lang): SessionState {
  return { v: 1, lang, flow: null, caller: {}, ended: false, history: [] };
}
