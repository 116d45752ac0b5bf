/** Any part of the page asks for the built-in assistant through this event; none imports it. */
export const ASSISTANT_EVENT = 'pharaoh:assistant';

export interface AssistantRequest {
  mode: 'call' | 'text';
  question?: string;
}

export function requestAssistant(request: AssistantRequest): void {
  window.dispatchEvent(new CustomEvent<AssistantRequest>(ASSISTANT_EVENT, { detail: request }));
}
