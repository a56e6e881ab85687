// The data layer's view of the tree: re-exported from the domain so there is one source of truth.
export { paths } from '../domain/tree-paths';
