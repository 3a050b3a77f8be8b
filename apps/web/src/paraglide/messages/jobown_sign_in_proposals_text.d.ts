/**
* | output |
* | --- |
* | "My Proposals lists the proposals you sent." |
*
* @param {Jobown_Sign_In_Proposals_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_proposals_text: ((inputs?: Jobown_Sign_In_Proposals_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sign_In_Proposals_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sign_In_Proposals_TextInputs = {};
