import {
  assistant,
  book,
  gallery,
  researchedAnswers,
  sampleQuestions,
  showcase,
  showcaseLabel,
  site,
  theoriesGrid,
} from './content';
import { Island } from './page/island';
import { BookPromo } from './widgets/book-promo/book-promo';
import { Intro } from './widgets/intro/intro';
import { MysteriesGallery } from './widgets/mysteries-gallery/mysteries-gallery';
import { SampleQuestions } from './widgets/sample-questions/sample-questions';
import { Showcase } from './widgets/showcase/showcase';
import { SiteFooter } from './widgets/site-footer/site-footer';
import { TheoriesGrid } from './widgets/theories-grid/theories-grid';

/**
 * The landing page, in the order of the product spec (section 2). Rendered whole at build
 * time; only the islands are hydrated in the browser.
 */
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
        <Island name="header-controls" />
      </header>
      <Island name="sky-bar" />
      <main id="main" tabIndex={-1}>
        <Intro
          intro={site.intro}
          figureSources={site.figureSources}
          quote={site.quote}
          heading={site.heading}
          tagline={site.tagline}
          credit={site.credit}
        />
        <SampleQuestions
          {...sampleQuestions}
          answers={researchedAnswers}
          askLabel={assistant.askButton}
        />
        <Showcase items={showcase} label={showcaseLabel} />
        <Island name="video-feature" />
        <TheoriesGrid
          heading={theoriesGrid.heading}
          cards={theoriesGrid.cards}
          call={<Island name="theories-call" />}
        />
        <MysteriesGallery {...gallery} />
        <BookPromo {...book} />
        <Island name="video-player" />
      </main>
      <SiteFooter quote={site.quote} brand={site.brand} note={site.footerNote} />
      <Island name="countdown" />
      <Island name="assistants" />
    </>
  );
}
