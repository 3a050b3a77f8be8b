/**
* | output |
* | --- |
* | "Sign in to see your proposals" |
*
* @param {Jobown_Sign_In_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_proposals: ((inputs?: Jobown_Sign_In_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sign_In_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sign_In_ProposalsInputs = {};
