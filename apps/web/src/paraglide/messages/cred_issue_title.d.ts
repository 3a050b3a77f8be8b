/**
* | output |
* | --- |
* | "Issue a credential" |
*
* @param {Cred_Issue_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issue_title: ((inputs?: Cred_Issue_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Issue_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Issue_TitleInputs = {};
