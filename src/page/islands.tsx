/**
 * The interactive parts of the page. Each is prerendered in place and hydrated on its own
 * (src/page/hydrate-islands.tsx); everything else on the page is static HTML that ships no
 * JavaScript, so its words are not paid for twice.
 */
import type { ReactNode } from 'react';
import {
  assistant,
  countdown,
  header,
  notices,
  sampleQuestions,
  sky,
  theoriesCall,
  videos,
} from '../content';
import { requestAssistant } from '../lib/assistant-bus';
import { probeChatLogs } from '../lib/backend-client';
import { env } from '../lib/env';
import { ToasterOutlet } from '../lib/toaster-outlet';
import { requestVoiceCall } from '../lib/voice-call';
import { WidgetBoundary } from '../lib/widget-boundary';
import { AssistantLauncher } from '../widgets/assistant/assistant-launcher';
import { ChatbotEmbed } from '../widgets/chatbot-embed/chatbot-embed';
import { CountdownBar } from '../widgets/countdown-bar/countdown-bar';
import { DbBadge } from '../widgets/db-badge/db-badge';
import { SkyBar } from '../widgets/sky-bar/sky-bar';
import { ThemeControl } from '../widgets/theme-control/theme-control';
import { TheoriesCall } from '../widgets/theories-grid/theories-call';
import { VideoFrame } from '../widgets/video-frame/video-frame';
import { VoiceAgent } from '../widgets/voice-agent/voice-agent';

/** The configured voice agent takes the call; without one, the built-in Pharaoh answers. */
function startCall(from: HTMLElement): void {
  if (env.elevenLabsAgentId) requestVoiceCall();
  else requestAssistant({ mode: 'call' }, from);
}

export const islands = {
  'header-controls': () => (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
      <DbBadge probe={probeChatLogs} labels={header.badge} />
      <ThemeControl legend={header.theme.legend} options={header.theme.options} />
    </div>
  ),
  'sky-bar': () => <SkyBar labels={sky} />,
  'video-feature': () => <VideoFrame {...videos.feature} />,
  'theories-call': () => <TheoriesCall {...theoriesCall} onStartCall={startCall} />,
  'video-player': () => <VideoFrame {...videos.player} />,
  countdown: () => <CountdownBar content={countdown} />,
  assistants: () => (
    <>
      <WidgetBoundary name="Voice assistant">
        <VoiceAgent agentId={env.elevenLabsAgentId} failedNotice={notices.voiceFailed} />
      </WidgetBoundary>
      <WidgetBoundary name="Chatbot">
        <ChatbotEmbed
          chatbotId={env.chatbaseId}
          domain={env.chatbaseDomain}
          failedNotice={notices.chatFailed}
        />
      </WidgetBoundary>
      <WidgetBoundary name="Pharaoh assistant">
        <AssistantLauncher
          words={assistant}
          samples={sampleQuestions.asks}
          showChatButton={!env.chatbaseId}
        />
      </WidgetBoundary>
      <ToasterOutlet />
    </>
  ),
} satisfies Record<string, () => ReactNode>;

export type IslandName = keyof typeof islands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
