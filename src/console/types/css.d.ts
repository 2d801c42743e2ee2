// webpack's asset/source rule turns a stylesheet import into its text.
declare module '*.css' {
  const css: string;
  export default css;
}
