/**
* | output |
* | --- |
* | "Decide this dispute?" |
*
* @param {Disputes_Confirm_Decide_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_decide_title: ((inputs?: Disputes_Confirm_Decide_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Confirm_Decide_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Confirm_Decide_TitleInputs = {};
