// The branch the pipeline deploys: the deploy roles trust only its runs, the repository ruleset
// protects it, and the editor at /admin commits to it. Here so the site need not import the CDK app.
export const deployBranchRef = 'refs/heads/main';
