/**
* | output |
* | --- |
* | "Only an open job can be edited." |
*
* @param {Jobown_Only_Open_EditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_only_open_edit: ((inputs?: Jobown_Only_Open_EditInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Only_Open_EditInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Only_Open_EditInputs = {};
