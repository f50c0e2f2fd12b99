// `?worker&url` makes Vite build the worklet as its own file and import its URL (see
// pcm-worklet.ts). The pattern is specific so it cannot clash with vite/client's declarations.
declare module '*/pcm-worklet.ts?worker&url' {
  const url: string;
  export default url;
}
