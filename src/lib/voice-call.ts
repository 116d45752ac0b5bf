/** The page asks the voice widget to come forward through this event, so neither imports the other. */
export const START_CALL_EVENT = 'pharaoh:start-call';

export function requestVoiceCall(): void {
  window.dispatchEvent(new Event(START_CALL_EVENT));
}
