/**
* | output |
* | --- |
* | "Accept this proposal?" |
*
* @param {Disputes_Confirm_Accept_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_accept_title: ((inputs?: Disputes_Confirm_Accept_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Confirm_Accept_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Confirm_Accept_TitleInputs = {};
