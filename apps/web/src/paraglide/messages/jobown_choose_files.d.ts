/**
* | output |
* | --- |
* | "Choose Files" |
*
* @param {Jobown_Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_choose_files: ((inputs?: Jobown_Choose_FilesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Choose_FilesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Choose_FilesInputs = {};
