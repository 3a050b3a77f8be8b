/**
* | output |
* | --- |
* | "Proposals come from freelancer accounts: sign in, or sign up as a freelancer, then tell the client why you are the right person." |
*
* @param {Jobs_Sign_In_To_Propose_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sign_in_to_propose_text: ((inputs?: Jobs_Sign_In_To_Propose_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Sign_In_To_Propose_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Sign_In_To_Propose_TextInputs = {};
