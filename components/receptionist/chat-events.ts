/** Fired on window by the test chat after every answered turn, so other islands can refresh. */
export const CHAT_TURN_EVENT = 'receptionist:chat-turn';
