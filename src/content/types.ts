/** Shapes of the page's content. Components render these and never hold copy of their own. */

export interface Source {
  author: string;
  work: string;
  year: number | string;
  url: string;
  /** The title's language when it is not English (a BCP 47 tag, "fr"), so it is read aloud in it. */
  lang?: string;
}

export interface Picture {
  src: string;
  /** Empty string marks a decorative image that assistive technology should skip. */
  alt: string;
  width: number;
  height: number;
}

export interface Quote {
  text: string;
  attribution: string;
}

export interface LinkCard {
  id: number;
  title: string;
  href: string;
  summary: string;
}

export interface GalleryImage {
  url: string;
  title: string;
  description: string;
  alt: string;
  width: number;
  height: number;
}

export interface Video {
  src: string;
  title: string;
  autoplay: boolean;
  /** Shown on the click-to-play facade when the video does not autoplay. */
  poster: Picture;
  playLabel: string;
  /** A link under the video to its page on the host: for when the embed cannot play here. */
  watchLabel: string;
  /** Shown on the poster, which then links to the video's page, when the host cannot be reached. */
  unavailableLabel: string;
}

/** A line under a block naming the works its figures come from. */
export interface Citation {
  label: string;
  sources: readonly Source[];
}
