/** The shop-wide settings install touches: the general config's homepage per locale. */
export abstract class ShopInstallation {
  abstract hasHomepageForEveryLocale(): Promise<boolean>;
  /** Writes the default general config, or adds the homepages to the stored one (inside the unit of work). */
  abstract configureHomepage(): Promise<void>;
  /** After the transaction: drop cached settings so the next init answers the installed shop. */
  abstract settingsChanged(): void;
}
