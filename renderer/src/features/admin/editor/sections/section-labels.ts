// The catalogue's names live with the contract, where the server names blocks in a 412's clashes the same way.
export { blockTypeLabel as sectionLabel } from '../../../../../../contract/page-content/block-name';
