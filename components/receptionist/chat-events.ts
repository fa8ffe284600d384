/** Fired on window by the test chat after every answered turn, so other islands can refresh. */
export const CHAT_TURN_EVENT = 'receptionist:chat-turn';

/** Fired on window after the agent re-read its website: the list of unanswered questions may have shrunk. */
export const SITE_REFRESHED_EVENT = 'receptionist:site-refreshed';
