/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Jobown_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_save_changes: ((inputs?: Jobown_Save_ChangesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Save_ChangesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Save_ChangesInputs = {};
