/**
* | output |
* | --- |
* | "Appeal deadline" |
*
* @param {Err_Label_Appeal_DeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_appeal_deadline: ((inputs?: Err_Label_Appeal_DeadlineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Appeal_DeadlineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Appeal_DeadlineInputs = {};
