/**
* | output |
* | --- |
* | "Milestone amount" |
*
* @param {Err_Label_Milestone_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_milestone_amount: ((inputs?: Err_Label_Milestone_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Milestone_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Milestone_AmountInputs = {};
