/**
* | output |
* | --- |
* | "Could not issue the credential." |
*
* @param {Cred_Issue_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issue_failed: ((inputs?: Cred_Issue_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Issue_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Issue_FailedInputs = {};
