/**
* | output |
* | --- |
* | "Removed on save" |
*
* @param {Jobown_Removed_On_SaveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_removed_on_save: ((inputs?: Jobown_Removed_On_SaveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Removed_On_SaveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Removed_On_SaveInputs = {};
