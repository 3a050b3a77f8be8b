/**
* | output |
* | --- |
* | "Sign in to send a proposal" |
*
* @param {Jobs_Sign_In_To_ProposeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sign_in_to_propose: ((inputs?: Jobs_Sign_In_To_ProposeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Sign_In_To_ProposeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Sign_In_To_ProposeInputs = {};
