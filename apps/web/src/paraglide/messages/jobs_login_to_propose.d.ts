/**
* | output |
* | --- |
* | "Please log in to submit a proposal" |
*
* @param {Jobs_Login_To_ProposeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_login_to_propose: ((inputs?: Jobs_Login_To_ProposeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Login_To_ProposeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Login_To_ProposeInputs = {};
