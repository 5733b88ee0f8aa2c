/**
 * The settlement workspace: the screens and parts only the pages layer (src/pages) mounts. They stay out of
 * the index, which other features and the first screens import, so loading the index (in the
 * development server and the tests, where nothing is tree-shaken) never brings them along.
 */
export { SettlementPage } from './ui/settlement-page';
