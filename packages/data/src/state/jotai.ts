// The only module in packages/data that imports jotai, so every atom of ours lives in the store the
// app's <DataProvider> creates and never mixes with a host page's atoms (Excalidraw's habit).
export { atom, createStore, Provider, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
