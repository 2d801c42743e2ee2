// webpack's asset/resource rule turns a stylesheet import into the URL of its file.
declare module '*.css' {
  const url: string;
  export default url;
}
