import { Toaster, toast } from 'sonner';
import {
  book,
  countdown,
  gallery,
  header,
  notices,
  sampleQuestions,
  showcase,
  site,
  sky,
  theoriesGrid,
  videos,
} from './content';
import { probeChatLogs } from './lib/backend-client';
import { env } from './lib/env';
import { requestVoiceCall } from './lib/voice-call';
import { WidgetBoundary } from './lib/widget-boundary';
import { BookPromo } from './widgets/book-promo/book-promo';
import { ChatbotEmbed } from './widgets/chatbot-embed/chatbot-embed';
import { CountdownBar } from './widgets/countdown-bar/countdown-bar';
import { DbBadge } from './widgets/db-badge/db-badge';
import { Intro } from './widgets/intro/intro';
import { MysteriesGallery } from './widgets/mysteries-gallery/mysteries-gallery';
import { SampleQuestions } from './widgets/sample-questions/sample-questions';
import { Showcase } from './widgets/showcase/showcase';
import { SiteFooter } from './widgets/site-footer/site-footer';
import { SkyBar } from './widgets/sky-bar/sky-bar';
import { ThemeControl } from './widgets/theme-control/theme-control';
import { TheoriesGrid } from './widgets/theories-grid/theories-grid';
import { VideoFrame } from './widgets/video-frame/video-frame';
import { VoiceAgent } from './widgets/voice-agent/voice-agent';

function startCall(): void {
  if (env.elevenLabsAgentId) requestVoiceCall();
  else toast.info(theoriesGrid.callUnavailable);
}

/** The landing page: composes the widgets in the order of the product spec, section 2. */
export function App() {
  return (
    <>
      <a href="#main" className="skip-link">
        {site.skipLink}
      </a>
      <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <p className="font-display text-xs font-semibold tracking-[0.2em] uppercase sm:text-sm sm:tracking-[0.25em]">
          {site.brand}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <DbBadge probe={probeChatLogs} labels={header.badge} />
          <ThemeControl legend={header.theme.legend} options={header.theme.options} />
        </div>
      </header>
      <SkyBar labels={sky} />
      <main id="main" tabIndex={-1}>
        <Intro
          intro={site.intro}
          quote={site.quote}
          heading={site.heading}
          tagline={site.tagline}
          credit={site.credit}
        />
        <SampleQuestions {...sampleQuestions} />
        <Showcase items={showcase} />
        <VideoFrame {...videos.feature} />
        <TheoriesGrid {...theoriesGrid} onStartCall={startCall} />
        <MysteriesGallery {...gallery} />
        <BookPromo {...book} />
        <VideoFrame {...videos.player} />
      </main>
      <SiteFooter quote={site.quote} brand={site.brand} note={site.footerNote} />
      <CountdownBar content={countdown} />
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
      <Toaster position="top-center" />
    </>
  );
}
