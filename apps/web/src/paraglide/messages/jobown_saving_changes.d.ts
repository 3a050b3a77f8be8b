/**
* | output |
* | --- |
* | "Saving Changes..." |
*
* @param {Jobown_Saving_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_saving_changes: ((inputs?: Jobown_Saving_ChangesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Saving_ChangesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Saving_ChangesInputs = {};
