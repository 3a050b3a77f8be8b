/**
* | output |
* | --- |
* | "Due date" |
*
* @param {Err_Label_Due_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_due_date: ((inputs?: Err_Label_Due_DateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Due_DateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Due_DateInputs = {};
