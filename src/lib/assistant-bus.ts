/** Any part of the page asks for the built-in assistant through this event; none imports it. */
export const ASSISTANT_EVENT = 'pharaoh:assistant';

export interface AssistantRequest {
  mode: 'call' | 'text';
  question?: string;
}

/** `from`: what takes the focus back when the assistant closes (Safari does not focus a clicked button). */
export function requestAssistant(request: AssistantRequest, from?: Element): void {
  window.dispatchEvent(
    new CustomEvent<AssistantEventDetail>(ASSISTANT_EVENT, { detail: { ...request, from } }),
  );
}

export type AssistantEventDetail = AssistantRequest & { from?: Element | undefined };
