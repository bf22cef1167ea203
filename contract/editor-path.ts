// Where the content editor (Sveltia CMS, decision 0050) answers: the build writes its files under
// it, the edge gives it its own headers and cache behaviour, and `npm start`'s banner names it.
export const editorPath = '/admin';
