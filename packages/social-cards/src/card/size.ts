export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What one card shows. */
export interface CardContent {
  title: string;
  section: string;
  /** The site's address, shown at the bottom. */
  site: string;
}
